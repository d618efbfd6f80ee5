import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "./specs";
import type { ActionResult } from "@/lib/action-state";
import type { CollectionEditor } from "./collection-editor";
import { loadEditorRows } from "./editor-rows";
import { isItemId } from "./item-values";
import { columnsFromValues, storedRowOf, valuesFromRow } from "./item-rows";
import { itemTable } from "./item-table";
import { normaliseItem, validateItem } from "./validate";
import { failed, failureMessage, refused, writeRefusal, type WriteResult } from "./write-result";

const t = collectionsText.toasts;

/** Whether a removed item's address may be sent to `path`: an address on this site. */
export function isRedirectTarget(path: unknown): path is string {
  const target = collectionSpecs.redirects.fields.find((field) => field.name === "target_path");
  return (
    typeof path === "string" &&
    target?.kind === "pattern" &&
    path.length <= target.max &&
    target.pattern.test(path)
  );
}

/**
 * Removes an item. Its last state stays in the collection's history, which Undo restores. An
 * item with a page can leave its address to another page (`redirectTo`, a 308 redirect), in the
 * same transaction (`remove_collection_item()`); putting the item back serves the address
 * again, and the redirects table's trigger drops the redirect then.
 */
export async function removeCollectionItem(
  { supabase, collection }: CollectionEditor,
  id: string,
  redirectTo: string | null,
): Promise<ActionResult> {
  if (!isItemId(id)) return { ok: false, message: t.gone };
  if (
    redirectTo !== null &&
    (!collectionSpecs[collection].overview || !isRedirectTarget(redirectTo))
  ) {
    return { ok: false, message: t.failedText(t.malformed) };
  }
  const { data, error } = await supabase.rpc("remove_collection_item", {
    collection,
    item: id,
    ...(redirectTo === null ? {} : { redirect_to: redirectTo }),
  });
  if (error) return { ok: false, message: failureMessage(error) };
  return data ? { ok: true } : { ok: false, message: t.gone };
}

/**
 * Puts a removed item back as it was when removed (same id, fields and place), from the
 * collection's history rather than from anything the browser sends, checked like any save. An
 * item already back answers done with no version: nothing was written.
 */
export async function restoreCollectionItem(
  editor: CollectionEditor,
  id: string,
): Promise<WriteResult> {
  const { supabase, collection } = editor;
  if (!isItemId(id)) return refused("gone", t.notRestorable);
  const spec = collectionSpecs[collection];
  const { data: removal, error: historyError } = await supabase
    .from("collection_history")
    .select("old_row")
    .eq("collection", collection)
    .eq("item_id", id)
    .eq("operation", "DELETE")
    .order("changed_at", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (historyError) return failed(historyError);
  const removed = storedRowOf(removal?.old_row);
  if (!removed) return refused("gone", t.notRestorable);

  const loaded = await loadEditorRows(supabase, collection);
  if ("error" in loaded) return failed(loaded.error);
  if (loaded.rows.some((row) => row.id === id)) return { ok: true, id, updatedAt: "" };
  const values = normaliseItem(spec, valuesFromRow(spec, removed));
  const others = loaded.rows.map((row) => valuesFromRow(spec, row));
  const errors = validateItem(spec, values, others, collectionsText.errors);
  if (Object.keys(errors).length > 0) {
    return refused("invalid", t.notRestorableBecause(Object.values(errors).join(" ")));
  }
  const { data, error } = await itemTable(supabase, collection)
    .insert({
      ...columnsFromValues(spec, values),
      id,
      sort_order: removed.sort_order,
      created_at: removed.created_at,
    })
    .select("id, updated_at")
    .single();
  if (error) return writeRefusal(collection, error);
  return { ok: true, id: data.id, updatedAt: data.updated_at };
}
