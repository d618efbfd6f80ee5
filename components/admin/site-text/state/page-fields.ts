import type { SiteTextPage } from "@/content/site-text";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";
import type { ContentItem } from "./content-list";

/** The page editor's view of the site text: catalogue entries joined with the stored rows. */

export interface PageField {
  entry: SiteTextEntry;
  /** The stored row overriding the default, if any. */
  item: ContentItem | undefined;
  /** What the public page shows now. */
  value: string;
}

export function itemsByKey(items: readonly ContentItem[]): ReadonlyMap<string, ContentItem> {
  return new Map(items.map((item) => [item.content_key, item]));
}

function toField(entry: SiteTextEntry, stored: ReadonlyMap<string, ContentItem>): PageField {
  const item = stored.get(entry.key);
  return { entry, item, value: item?.content_value ?? entry.default };
}

export function pageFields(
  catalogue: readonly SiteTextEntry[],
  stored: ReadonlyMap<string, ContentItem>,
  pageId: string,
): PageField[] {
  return catalogue.filter((entry) => entry.page === pageId).map((entry) => toField(entry, stored));
}

export interface SearchResult {
  fields: PageField[];
  /** How many matched in all; only the first `limit` are returned. */
  total: number;
}

/**
 * Fields whose key, current value, default or page name contain every word of the query,
 * ignoring case. An empty query matches nothing: the editor is then browsing by page.
 */
export function searchFields(
  catalogue: readonly SiteTextEntry[],
  pages: readonly SiteTextPage[],
  stored: ReadonlyMap<string, ContentItem>,
  query: string,
  limit: number,
): SearchResult {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { fields: [], total: 0 };
  const pageLabels = new Map(pages.map((page) => [page.id, page.label]));
  const fields: PageField[] = [];
  let total = 0;
  for (const entry of catalogue) {
    const field = toField(entry, stored);
    const haystack = [entry.key, field.value, entry.default, pageLabels.get(entry.page) ?? ""]
      .join("\n")
      .toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    total += 1;
    if (fields.length < limit) fields.push(field);
  }
  return { fields, total };
}

/** Stored rows no public page reads: kept in the table, but shown to editors as unused. */
export function unusedItems(
  items: readonly ContentItem[],
  catalogue: readonly SiteTextEntry[],
): ContentItem[] {
  const known = new Set(catalogue.map((entry) => entry.key));
  return items.filter((item) => !known.has(item.content_key));
}
