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

/** Pages asked for at once: a browser opens about six connections to one host. */
const AT_ONCE = 6;

/**
 * Every row a read matches. The Data API answers at most `max_rows` rows per request, without
 * saying it cut the rest, so a list that outgrows it would silently lose rows. `page(from, to)`
 * reads one range of a stably ordered query with `count: "exact"`. The first answer gives the
 * count and the page size the API keeps to; the other pages are then read side by side, and
 * any rows added meanwhile one page after another, until the count is reached (or a page comes
 * back empty, if rows went away meanwhile), whatever `max_rows` is.
 */
export async function allRows<Row>(
  page: (from: number, to: number) => PromiseLike<PageAnswer<Row>>,
  /** Told of the first page when more follow, so a long list can show its start at once. */
  onFirstPage?: (rows: readonly Row[], total: number) => void,
): Promise<AllRows<Row>> {
  const rows: Row[] = [];
  const first = await page(0, PAGE_ROWS - 1);
  if (first.error) return { data: null, error: first.error };
  rows.push(...(first.data ?? []));
  const step = rows.length;
  let total = first.count ?? null;
  let last = first;
  if (onFirstPage && total !== null && rows.length < total) onFirstPage([...rows], total);

  // Side by side: every page the count says there is.
  if (total !== null && step > 0) {
    for (let from = step; from < total; from += step * AT_ONCE) {
      const starts = Array.from({ length: AT_ONCE }, (_, i) => from + i * step).filter(
        (start) => start < (total ?? 0),
      );
      const answers = await Promise.all(starts.map((start) => page(start, start + step - 1)));
      for (const answer of answers) {
        if (answer.error) return { data: null, error: answer.error };
        rows.push(...(answer.data ?? []));
      }
      last = answers.at(-1) ?? last;
      if (!last.data?.length) return { data: rows, error: null };
      // The pages ran in any order: the highest count is the latest.
      total = Math.max(total ?? 0, ...answers.map((answer) => answer.count ?? 0));
    }
  }

  // One after another: without a count, or for rows added while the pages were read.
  for (;;) {
    const data = last.data ?? [];
    const done = total === null ? data.length < PAGE_ROWS : rows.length >= total;
    if (done || data.length === 0 || step === 0) return { data: rows, error: null };
    last = await page(rows.length, rows.length + PAGE_ROWS - 1);
    if (last.error) return { data: null, error: last.error };
    rows.push(...(last.data ?? []));
    total = last.count ?? total;
  }
}
