import { searchReportText } from "@/content/admin-search";
import { postDate } from "@/lib/posts/post-date";
import { collectionPath } from "@/lib/collections/fields";
import { searchHref } from "@/lib/search/links";

const t = searchReportText;

/** One query's totals over the period, as public.search_query_totals() returns them. */
export interface QueryTotal {
  query: string;
  searches: number;
  found_nothing: number;
  last_searched: string;
}

interface QueryTableProps {
  id: string;
  title: string;
  empty: string;
  rows: readonly QueryTotal[];
  /** The counts it shows, in columns. */
  counts: readonly ("searches" | "found_nothing")[];
  /** The unanswered queries' table: what to do about each. */
  followUp?: boolean;
}

const countHeading = { searches: t.columns.searches, found_nothing: t.columns.foundNothing };

const cell = "px-3 py-2.5 text-left align-top";
const number = `${cell} text-right`;
const action =
  "inline-flex min-h-11 items-center font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** The queries of the period with their counts, the most frequent first. */
export function QueryTable({ id, title, empty, rows, counts, followUp = false }: QueryTableProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-foreground">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table aria-labelledby={id} className="w-full border-collapse text-sm">
            <thead className="border-b border-border text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className={cell}>
                  {t.columns.query}
                </th>
                {counts.map((count) => (
                  <th key={count} scope="col" className={`${cell} text-right`}>
                    {countHeading[count]}
                  </th>
                ))}
                <th scope="col" className={cell}>
                  {t.columns.lastSearched}
                </th>
                {followUp && (
                  <th scope="col" className={cell}>
                    {t.columns.followUp}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.query}>
                  <th scope="row" className={`${cell} font-medium break-words text-foreground`}>
                    <bdi>{row.query}</bdi>
                  </th>
                  {counts.map((count) => (
                    <td key={count} className={number}>
                      {row[count]}
                    </td>
                  ))}
                  <td className={`${cell} whitespace-nowrap text-muted`}>
                    {postDate(row.last_searched)}
                  </td>
                  {followUp && (
                    <td className={cell}>
                      <ul className="flex flex-wrap gap-x-4">
                        <li>
                          <a
                            href={`${collectionPath("posts", "/new")}?${new URLSearchParams({ title: row.query })}`}
                            className={action}
                          >
                            {t.writePost}
                          </a>
                        </li>
                        <li>
                          <a href={searchHref({ query: row.query })} className={action}>
                            {t.openNearest}
                          </a>
                        </li>
                      </ul>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
