import { searchPage } from "@/content/search";
import { kindWords, type KindCount } from "@/lib/search/kinds";
import { searchHref } from "@/lib/search/links";

const t = searchPage.results;

const link =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors";
const idle = "border-border text-foreground hover:border-accent hover:text-accent";
const current = "border-accent bg-accent text-accent-contrast";

interface KindFiltersProps {
  query: string;
  /** The kind shown, or null for all. */
  kind: string | null;
  /** What each kind found, in the page's order. */
  counts: readonly KindCount[];
}

/** Links that narrow the results to one kind, and back to all of them; the one shown is marked. */
export function KindFilters({ query, kind, counts }: KindFiltersProps) {
  const all = counts.reduce((sum, { count }) => sum + count, 0);
  const options = [
    { kind: null, label: t.filter(t.all, all) },
    ...counts.map((entry) => ({
      kind: entry.kind,
      label: t.filter(kindWords(entry.kind).many, entry.count),
    })),
  ];
  return (
    <nav aria-label={t.filters} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const shown = option.kind === kind;
          return (
            <li key={option.kind ?? ""}>
              <a
                href={searchHref({ query, kind: option.kind })}
                aria-current={shown ? "page" : undefined}
                className={`${link} ${shown ? current : idle}`}
              >
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
