import Link from "next/link";
import { adminSeoText } from "@/content/admin-seo";
import type { SeoPage, SeoProblem } from "@/lib/seo/seo-problems";
import { problemText } from "./problem-text";

const t = adminSeoText;

/* Below md each row stacks into a card of labelled cells, so a phone reads it without scrolling
   sideways. The elements keep their table roles explicitly: some browsers drop a table's
   semantics once its display changes, and the headers must still name each cell. */
const cell = "block px-0 py-1 text-left align-top md:table-cell md:px-3 md:py-2.5";
const action =
  "inline-flex min-h-11 items-center font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** The column a stacked cell belongs to; the table's own headers say it to assistive tech. */
function CellLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="block text-xs font-semibold tracking-wider text-muted uppercase md:hidden"
    >
      {children}
    </span>
  );
}

/** A title or description, and whether it is the page's own setting or its usual text. */
function SearchText({ text, own }: { text: string; own: boolean }) {
  return (
    <>
      <span className="block break-words text-foreground">{text || t.none}</span>
      <span className="mt-0.5 block text-xs text-muted">{own ? t.own : t.usual}</span>
    </>
  );
}

/**
 * Every public page with its title and description in search results, what is wrong with them,
 * and the form that changes them; pages with problems first.
 */
export function SeoTable({
  pages,
  problems,
}: {
  pages: readonly SeoPage[];
  problems: readonly SeoProblem[];
}) {
  const problemsOf = (page: SeoPage) => problems.filter((problem) => problem.page === page);
  const ordered = [
    ...pages.filter((page) => problemsOf(page).length > 0),
    ...pages.filter((page) => problemsOf(page).length === 0),
  ];
  return (
    <div className="md:overflow-x-auto">
      <table role="table" className="block w-full border-collapse text-sm md:table">
        <caption className="sr-only">{t.table.caption}</caption>
        <thead className="sr-only border-b border-border text-xs tracking-wider text-muted uppercase md:not-sr-only">
          <tr role="row">
            <th scope="col" role="columnheader" className={cell}>
              {t.table.page}
            </th>
            <th scope="col" role="columnheader" className={cell}>
              {t.table.title}
            </th>
            <th scope="col" role="columnheader" className={cell}>
              {t.table.description}
            </th>
            <th scope="col" role="columnheader" className={cell}>
              {t.table.problems}
            </th>
            <th scope="col" role="columnheader" className={cell}>
              {t.table.fix}
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {ordered.map((page) => {
            const found = problemsOf(page);
            return (
              <tr
                key={`${page.kind}:${page.path}`}
                role="row"
                className="mb-3 block rounded-xl border border-border p-3 last:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
                data-seo-page={page.path}
              >
                <th
                  scope="row"
                  role="rowheader"
                  className={`${cell} font-semibold text-foreground`}
                >
                  <span className="block">{page.name}</span>
                  <span className="block text-xs font-normal text-muted">{t.kinds[page.kind]}</span>
                  <span className="block font-mono text-xs font-normal break-all text-muted">
                    {page.path}
                  </span>
                </th>
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell's own role, kept when the display changes */}
                <td role="cell" className={`${cell} md:min-w-48`}>
                  <CellLabel>{t.table.title}</CellLabel>
                  <SearchText text={page.title} own={page.ownTitle} />
                </td>
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell's own role, kept when the display changes */}
                <td role="cell" className={`${cell} md:min-w-64`}>
                  <CellLabel>{t.table.description}</CellLabel>
                  <SearchText text={page.description} own={page.ownDescription} />
                </td>
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell's own role, kept when the display changes */}
                <td role="cell" className={`${cell} md:min-w-48`}>
                  <CellLabel>{t.table.problems}</CellLabel>
                  {page.noindex ? (
                    <span className="text-muted">{t.hidden}</span>
                  ) : found.length === 0 ? (
                    <span className="text-muted">{t.fine}</span>
                  ) : (
                    <ul className="flex list-disc flex-col gap-1 pl-4 text-foreground">
                      {found.map((problem) => (
                        <li key={`${problem.field}:${problem.kind}`}>{problemText(problem)}</li>
                      ))}
                    </ul>
                  )}
                </td>
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell's own role, kept when the display changes */}
                <td role="cell" className={cell}>
                  <Link href={page.fixHref} className={action} aria-label={t.fix(page.name)}>
                    {t.table.fix}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
