import { searchPage } from "@/content/search";
import { searchHref } from "@/lib/search/links";
import { GAP, pageWindow } from "@/lib/search/pages";

const t = searchPage.pagination;

// The posts' pagination's look (components/posts/pagination.tsx); its links are paths, these
// are queries, and a search can fill far more pages, so only the pages around this one are
// numbered.
const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-border px-4 text-sm font-medium text-foreground hover:border-accent hover:text-accent";

interface SearchPaginationProps {
  query: string;
  kind: string | null;
  page: number;
  pages: number;
}

/** Numbered pages of results, with previous and next; nothing when they fit on one. */
export function SearchPagination({ query, kind, page, pages }: SearchPaginationProps) {
  if (pages <= 1) return null;
  const href = (to: number) => searchHref({ query, kind, page: to });
  return (
    <nav aria-label={t.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" className={link}>
          {t.previous}
        </a>
      )}
      <ol className="flex flex-wrap gap-2">
        {pageWindow(page, pages).map((number, index) => (
          <li key={number === GAP ? `gap-${index}` : number}>
            {number === GAP ? (
              <span
                aria-hidden="true"
                className="inline-flex min-h-11 items-center px-1 text-muted"
              >
                …
              </span>
            ) : number === page ? (
              <span
                aria-current="page"
                className={`${link} border-accent bg-accent text-accent-contrast hover:text-accent-contrast`}
              >
                <span className="sr-only">{t.page(number)}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <a href={href(number)} className={link} aria-label={t.page(number)}>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <a href={href(page + 1)} rel="next" className={link}>
          {t.next}
        </a>
      )}
    </nav>
  );
}
