import { Icon } from "@/components/ui/icon";
import { insightsPage } from "@/content/insights";
import type { NavLink } from "@/content/types";
import type { PostFilters as Filters } from "@/lib/posts/filters";

const t = insightsPage.filters;

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    current
      ? "border-accent bg-accent text-accent-contrast"
      : "border-border text-foreground hover:border-accent hover:text-accent"
  }`;

function Links({ links, current }: { links: readonly NavLink[]; current: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={link.href === current ? "page" : undefined}
            className={pill(link.href === current)}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A group of filters behind a disclosure, open when one of them is the current list. */
function More({
  title,
  links,
  current,
}: {
  title: string;
  links: readonly NavLink[];
  current: string;
}) {
  if (links.length === 0) return null;
  return (
    <details open={links.some((link) => link.href === current)} className="group">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-foreground hover:text-accent [&::-webkit-details-marker]:hidden">
        {title}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-2">
        <Links links={links} current={current} />
      </div>
    </details>
  );
}

/** The list's filters as links to their own pages: kinds, then industries and services. */
export function PostFilters({ filters, current }: { filters: Filters; current: string }) {
  return (
    <nav aria-label={t.label} className="mb-10 flex flex-col gap-4">
      <Links links={filters.kinds} current={current} />
      <More title={t.industries} links={filters.industries} current={current} />
      <More title={t.services} links={filters.services} current={current} />
    </nav>
  );
}
