import type { Industry } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { MENU_LIMITS } from "@/lib/navigation";
import { shortList } from "@/lib/short-list";
import { TitledSection } from "./titled-section";

interface IndustryLinksProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  action: string;
  industries: readonly Industry[];
}

/** The industries as one row of links (the first ones, when there are many), and a link to the overview. */
export function IndustryLinks({
  eyebrow,
  title,
  subtitle,
  action,
  industries,
}: IndustryLinksProps) {
  return (
    <TitledSection id="industries-title" eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {shortList(industries, MENU_LIMITS.industries).map((industry) => (
          <li key={industry.slug}>
            <a href={industry.path} className="pill gap-2">
              <Icon name={industry.icon} className="size-4 text-accent" />
              {industry.name}
            </a>
          </li>
        ))}
        <li>
          <a href="/industries" className="pill gap-1">
            {action}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </li>
      </ul>
    </TitledSection>
  );
}
