/**
 * The page grid, header and footer included: every section's content starts at this column's
 * left edge, so headings, text and card grids line up down the page. Running text inside it is
 * narrowed with max-w-3xl and stays on that edge; only the home page's section headings centre.
 */
export const PAGE_COLUMN = "page-column";
