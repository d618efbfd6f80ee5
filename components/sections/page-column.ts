/**
 * The page grid: every section's content starts at this column's left edge, so headings, text
 * and card grids line up down the page. Text inside it is narrowed with max-w-3xl, not centred.
 */
export const PAGE_COLUMN = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";
