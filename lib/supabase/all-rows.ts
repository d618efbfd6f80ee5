/** One page of a Data API read, as supabase-js and postgrest-js answer it. */
export interface PageAnswer<Row> {
  data: Row[] | null;
  error: { message: string } | null;
  count?: number | null;
}

export type AllRows<Row> =
  { data: Row[]; error: null } | { data: null; error: { message: string } };

/** What the API sends at most per request unless the project says otherwise ([api] max_rows). */
export const PAGE_ROWS = 1000;

/**
 * Every row a read matches. The Data API answers at most `max_rows` rows per request, without
 * saying it cut the rest, so a list that outgrows it would silently lose rows. `page(from, to)`
 * reads one range of a stably ordered query with `count: "exact"`; pages follow until the count
 * is reached (or a page comes back empty, if rows went away meanwhile), whatever `max_rows` is.
 */
export async function allRows<Row>(
  page: (from: number, to: number) => PromiseLike<PageAnswer<Row>>,
): Promise<AllRows<Row>> {
  const rows: Row[] = [];
  for (;;) {
    const answer = await page(rows.length, rows.length + PAGE_ROWS - 1);
    if (answer.error) return { data: null, error: answer.error };
    const data = answer.data ?? [];
    rows.push(...data);
    const total = answer.count ?? null;
    const done = total === null ? data.length < PAGE_ROWS : rows.length >= total;
    if (done || data.length === 0) return { data: rows, error: null };
  }
}
