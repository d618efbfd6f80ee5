import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "./specs";
import type { CollectionEditor } from "./collection-editor";
import { loadEditorRows, loadStagedItems } from "./editor-rows";
import { type ItemValues, isItemId } from "./item-values";
import { type StoredRow, valuesFromRow } from "./item-rows";
import { type StagedVersion, withStagedItems } from "./staged";
import { normaliseItem, validateItem } from "./validate";
import { failed, refused, type WriteFailure } from "./write-result";

const t = collectionsText.toasts;

/** An item as its form sends it: new (id null) or a change to the version the form read. */
export interface ItemWrite {
  id: string | null;
  submitted: ItemValues;
  expectedUpdatedAt: string | null;
  /** The staged version the form was opened on, if any. */
  staged: StagedVersion | null;
}

export interface PreparedWrite {
  values: ItemValues;
  /** The collection's rows as they are now, in the site's order. */
  rows: StoredRow[];
  /** The item's row, for a change. */
  current: StoredRow | undefined;
}

/**
 * What a save and a stage both check first: a well-formed item that still exists when it is a
 * change, and every field as the table would take it. A staged version must not clash with what
 * the other items will be once published either.
 */
export async function prepareWrite(
  { supabase, collection }: CollectionEditor,
  { id, submitted, expectedUpdatedAt, staged }: ItemWrite,
  mode: "save" | "stage",
): Promise<PreparedWrite | { refused: WriteFailure }> {
  if (id !== null && (!isItemId(id) || !expectedUpdatedAt)) {
    return { refused: refused("gone", t.gone) };
  }
  const spec = collectionSpecs[collection];
  let values: ItemValues;
  try {
    values = normaliseItem(spec, submitted);
  } catch {
    return { refused: refused("failed", t.failedText(t.malformed)) };
  }
  const [loaded, stagedItems] = await Promise.all([
    loadEditorRows(supabase, collection),
    mode === "stage" ? loadStagedItems(supabase, collection) : [],
  ]);
  if ("error" in loaded) return { refused: failed(loaded.error) };
  if ("error" in stagedItems) return { refused: failed(stagedItems.error) };
  const current = loaded.rows.find((row) => row.id === id);
  if (id !== null && !current) return { refused: refused("gone", t.gone) };
  if (id === null && staged && loaded.rows.some((row) => row.id === staged.itemId)) {
    return { refused: refused("failed", t.publishedMeanwhile) };
  }
  const self = id ?? staged?.itemId;
  const others = withStagedItems(
    loaded.rows,
    stagedItems.filter((draft) => draft.item_id !== self),
    collection,
  )
    .filter((row) => row.id !== self)
    .map((row) => valuesFromRow(spec, row));
  const errors = validateItem(spec, values, others, collectionsText.errors);
  if (Object.keys(errors).length > 0) {
    const message = collectionsText.form.fixErrors(Object.keys(errors).length);
    return { refused: refused("invalid", message, { errors }) };
  }
  return { values, rows: loaded.rows, current };
}
