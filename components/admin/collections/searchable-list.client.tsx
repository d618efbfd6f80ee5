"use client";

import { useId, useState } from "react";
import { collectionsText } from "@/content/admin-collections";
import type { ListedItem } from "@/lib/collections/item-values";
import type { CollectionName } from "@/lib/collections/registry";
import { collectionSpecs } from "@/lib/collections/specs";
import {
  field as fieldClass,
  hint as hintClass,
  label as labelClass,
  secondaryButton,
} from "../shell/styles";
import { CollectionList } from "./collection-list.client";

const t = collectionsText.list;

/** Items a page of the list shows. */
export const PAGE_SIZE = 50;

/** Whether an item's name or the line under it holds every word of the query. */
function matches(item: ListedItem, query: string): boolean {
  const haystack = `${item.name} ${item.detail}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * A list in no set order (posts, redirects), which may grow to thousands: searched by name or
 * address as the editor types, and shown 50 at a time.
 */
export function SearchableList({
  collection,
  items,
  stagedIds,
}: {
  collection: CollectionName;
  items: readonly ListedItem[];
  stagedIds: readonly string[];
}) {
  const spec = collectionSpecs[collection];
  const id = useId();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const found = query.trim() === "" ? items : items.filter((item) => matches(item, query));
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const slice = found.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-search`} className={labelClass}>
          {t.search(spec.items)}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-found`}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          className={fieldClass}
        />
        <p id={`${id}-hint`} className={hintClass}>
          {t.searchHint}
        </p>
        <p id={`${id}-found`} role="status" className="mt-2 text-sm text-muted">
          {found.length === 0 && query.trim() !== ""
            ? t.none(query.trim())
            : t.found(found.length, items.length, items.length === 1 ? spec.item : spec.items)}
        </p>
      </div>
      <CollectionList collection={collection} items={slice} stagedIds={stagedIds} />
      {pages > 1 && (
        <nav aria-label={t.pages} className="flex items-center justify-between gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={shown <= 1}
            onClick={() => setPage(shown - 1)}
          >
            {t.previous}
          </button>
          <p className="text-sm text-muted" aria-live="polite">
            {t.page(shown, pages)}
          </p>
          <button
            type="button"
            className={secondaryButton}
            disabled={shown >= pages}
            onClick={() => setPage(shown + 1)}
          >
            {t.next}
          </button>
        </nav>
      )}
    </div>
  );
}
