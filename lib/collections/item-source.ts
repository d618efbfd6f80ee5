import "server-only";
import { cache } from "react";
import { isPreviewing } from "@/lib/preview-mode";
import { createPublicClient } from "@/lib/supabase/public-client";
import type { Reader } from "@/lib/supabase/reader";
import { createClient } from "@/lib/supabase/server";
import { isMarkingTexts } from "@/lib/visual-editing/marking";
import { markedRow } from "./marked-rows";
import type { CollectionName } from "./registry";
import { type ItemDraft, withStagedItems } from "./staged";

/** Where a collection the site reads an item at a time (posts, pages) is read from. */
export interface ItemSource {
  reader: Reader;
  /** The staged items to lay over what it reads. */
  staged: ItemDraft[];
  /** Whether published items' words carry their edit marks ("Edit on the page"). */
  marking: boolean;
}

/** The public cache, or in preview the editor's own session with the collection's staged items. */
export const itemSource = cache(async (collection: CollectionName): Promise<ItemSource> => {
  if (await isPreviewing()) {
    const editor = await createClient();
    const { data } = await editor.from("collection_drafts").select().eq("collection", collection);
    return { reader: editor, staged: data ?? [], marking: await isMarkingTexts() };
  }
  return { reader: createPublicClient(), staged: [], marking: false };
});

/**
 * The rows as they will be once the staged items are published; in a marking preview, the
 * published ones' words carry their marks (a staged new item is edited in its form).
 */
export function shownItems<Row extends { id: string }>(
  rows: Row[],
  { staged, marking }: ItemSource,
  collection: CollectionName,
): Row[] {
  const marked = marking ? rows.map((row) => markedRow(collection, row)) : rows;
  return withStagedItems(marked, staged, collection);
}
