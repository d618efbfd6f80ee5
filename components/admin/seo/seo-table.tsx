import Link from "next/link";
import { adminSeoText } from "@/content/admin-seo";
import type { SeoPage, SeoProblem } from "@/lib/seo/seo-problems";
import { problemText } from "./problem-text";

const t = adminSeoText;

const cell = "px-3 py-2.5 text-left align-top";
const action =
  "inline-flex min-h-11 items-center font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring";

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
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.table.caption}</caption>
        <thead className="border-b border-border text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              {t.table.page}
            </th>
            <th scope="col" className={cell}>
              {t.table.title}
            </th>
            <th scope="col" className={cell}>
              {t.table.description}
            </th>
            <th scope="col" className={cell}>
              {t.table.problems}
            </th>
            <th scope="col" className={cell}>
              {t.table.fix}
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((page) => {
            const found = problemsOf(page);
            return (
              <tr
                key={`${page.kind}:${page.path}`}
                className="border-b border-border last:border-0"
                data-seo-page={page.path}
              >
                <th scope="row" className={`${cell} font-semibold text-foreground`}>
                  <span className="block">{page.name}</span>
                  <span className="block text-xs font-normal text-muted">{t.kinds[page.kind]}</span>
                  <span className="block font-mono text-xs font-normal break-all text-muted">
                    {page.path}
                  </span>
                </th>
                <td className={`${cell} min-w-48`}>
                  <SearchText text={page.title} own={page.ownTitle} />
                </td>
                <td className={`${cell} min-w-64`}>
                  <SearchText text={page.description} own={page.ownDescription} />
                </td>
                <td className={`${cell} min-w-48`}>
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
                <td className={cell}>
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
