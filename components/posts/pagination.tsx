import { insightsPage } from "@/content/insights";
import { pageHref } from "@/lib/posts/post-list";

const t = insightsPage.pagination;

const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-border px-4 text-sm font-medium text-foreground hover:border-accent hover:text-accent";

/** Numbered pages of a list, with previous and next; nothing for a list of one page. */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={pageHref(base, page - 1)} rel="prev" className={link}>
          {t.previous}
        </a>
      )}
      <ol className="flex flex-wrap gap-2">
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span
                aria-current="page"
                className={`${link} border-accent bg-accent text-accent-contrast hover:text-accent-contrast`}
              >
                <span className="sr-only">{t.page(number)}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <a href={pageHref(base, number)} className={link} aria-label={t.page(number)}>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <a href={pageHref(base, page + 1)} rel="next" className={link}>
          {t.next}
        </a>
      )}
    </nav>
  );
}
