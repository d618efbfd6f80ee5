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
          <li key={group.id} className="group practice-card">
            <Illustration name={group.id} className="practice-art" />
            <h3 className="text-xl font-semibold text-foreground">{group.title}</h3>
            <p className="mt-3 flex-1 text-sm leading-6 text-muted">{group.description}</p>
            <ul className="dot-list mt-5 flex flex-wrap gap-x-2 border-t border-border pt-4 text-sm font-medium text-foreground">
              {group.subcategories.map((subcategory) => (
                <li key={subcategory}>{subcategory}</li>
              ))}
            </ul>
            <a href={`/services#${group.id}`} className="mt-6 card-action stretched-link">
              {action}
              <span className="sr-only"> {group.title}</span>
              <Icon name="arrow-right" className="card-arrow" />
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
