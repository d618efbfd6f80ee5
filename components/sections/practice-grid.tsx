import type { ServiceGroup } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Illustration } from "@/components/ui/illustration";
import { TitledSection } from "./titled-section";

interface PracticeGridProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  action: string;
  groups: readonly ServiceGroup[];
}

/** The three practices of /services, each card one link to its section there. */
export function PracticeGrid({ eyebrow, title, subtitle, action, groups }: PracticeGridProps) {
  return (
    <TitledSection
      id="practices-title"
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      className="bg-surface"
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <li
            key={group.id}
            className="group relative flex flex-col rounded-2xl border border-border bg-background p-8 transition-colors hover:border-accent"
          >
            <Illustration
              name={group.id}
              className="-mx-8 -mt-8 mb-6 aspect-[8/5] w-[calc(100%+4rem)] rounded-t-2xl border-b border-border bg-surface"
            />
            <h3 className="text-xl font-semibold text-foreground">{group.title}</h3>
            <p className="mt-3 flex-1 text-sm leading-6 text-muted">{group.description}</p>
            <ul className="dot-list mt-5 flex flex-wrap gap-x-2 border-t border-border pt-4 text-sm font-medium text-foreground">
              {group.subcategories.map((subcategory) => (
                <li key={subcategory}>{subcategory}</li>
              ))}
            </ul>
            <a
              href={`/services#${group.id}`}
              className="mt-6 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-accent after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {action}
              <span className="sr-only"> {group.title}</span>
              <Icon
                name="arrow-right"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
