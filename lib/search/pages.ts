import { MAX_PAGE } from "./query";

/** How many pages the results fill, at most MAX_PAGE (the search serves none past it). */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.min(Math.ceil(total / pageSize), MAX_PAGE);
}

/** The positions of a page's results among all of them, counted from 1. */
export function resultRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } {
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total };
}

/** A run of page numbers the pagination leaves out, shown as an ellipsis. */
export const GAP = "gap";

/**
 * The page numbers to offer: the first, the last, and those within `reach` of the current one,
 * with a gap where numbers are left out. A gap never hides a single number: that number is
 * shown instead, as it takes no more room.
 */
export function pageWindow(page: number, pages: number, reach = 2): (number | typeof GAP)[] {
  const shown: (number | typeof GAP)[] = [];
  let previous = 0;
  for (let number = 1; number <= pages; number += 1) {
    const near = Math.abs(number - page) <= reach;
    if (!near && number !== 1 && number !== pages) continue;
    if (number - previous === 2) shown.push(number - 1);
    else if (number - previous > 2) shown.push(GAP);
    shown.push(number);
    previous = number;
  }
  return shown;
}
