/** Something the command palette can open. */
export interface PaletteEntry {
  kind: "room" | "page" | "text" | "collection" | "item";
  label: string;
  /** What tells it apart: where a text shows, which list an item is in. */
  detail: string;
  href: string;
}

/**
 * The entries every word of `query` is found in (label or detail, any case), rooms and pages
 * first, then lists, items and texts; at most `limit`, with the total.
 */
export function matchEntries(
  entries: readonly PaletteEntry[],
  query: string,
  limit: number,
): { shown: PaletteEntry[]; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const order: PaletteEntry["kind"][] = ["room", "page", "collection", "item", "text"];
  const found = entries
    .filter((entry) => {
      const haystack = `${entry.label} ${entry.detail}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return { shown: found.slice(0, limit), total: found.length };
}
