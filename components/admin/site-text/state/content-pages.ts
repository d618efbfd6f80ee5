import type { ContentItem } from "./content-list";

/**
 * Which rows of the Manage Content list are on screen. Thousands of texts are all reachable,
 * in created_at order, a page at a time or by a search over keys and values; only one page
 * is ever rendered. No I/O and no React here.
 */

/** Rows per page: enough to scroll through, few enough to render at once. */
export const ROWS_PER_PAGE = 100;

export interface ContentPage {
  rows: ContentItem[];
  /** The page shown, from 0 (clamped to the pages there are). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown, among `total`; 0 and 0 when none. */
  first: number;
  last: number;
  /** Rows the search matches (every row without one). */
  total: number;
}

/** Whether a row's key or value contains the search, ignoring case; an empty search takes all. */
export function matches(item: ContentItem, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === "") return true;
  return (
    item.content_key.toLowerCase().includes(wanted) ||
    item.content_value.toLowerCase().includes(wanted)
  );
}

export function contentPage(
  rows: readonly ContentItem[],
  search: string,
  page: number,
): ContentPage {
  const found = search.trim() === "" ? rows : rows.filter((item) => matches(item, search));
  const pageCount = Math.max(1, Math.ceil(found.length / ROWS_PER_PAGE));
  const shown = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = shown * ROWS_PER_PAGE;
  const slice = found.slice(start, start + ROWS_PER_PAGE);
  return {
    rows: slice,
    page: shown,
    pageCount,
    first: slice.length === 0 ? 0 : start + 1,
    last: start + slice.length,
    total: found.length,
  };
}

/** The page a row is on among the rows a search matches; null when it does not match. */
export function pageOfKey(
  rows: readonly ContentItem[],
  search: string,
  key: string,
): number | null {
  const found = rows.filter((item) => matches(item, search));
  const index = found.findIndex((item) => item.content_key === key);
  return index === -1 ? null : Math.floor(index / ROWS_PER_PAGE);
}
