import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "./specs";
import type { ActionResult, DatabaseError } from "@/lib/action-state";
import type { CollectionEditor } from "./collection-editor";
import { isItemId } from "./item-values";
import { columnsFromValues } from "./item-rows";
import { itemTable } from "./item-table";
import { type ItemWrite, prepareWrite } from "./prepare-write";
import type { StagedVersion } from "./staged";
import {
  conflict,
  failed,
  failureMessage,
  refused,
  writeRefusal,
  type WriteResult,
} from "./write-result";

const t = collectionsText.toasts;

/** Saves the whole list's order in one transaction; refused if the list changed meanwhile. */
async function writeOrder(
  { supabase, collection }: CollectionEditor,
  ids: readonly string[],
): Promise<DatabaseError | null> {
  const { error } = await supabase.rpc("reorder_collection", { collection, ids: [...ids] });
  return error;
}

/** The staged version the form showed is now published or replaced: it leaves the stage. */
async function clearStaged(
  { supabase, collection }: CollectionEditor,
  staged: StagedVersion | null,
  added: boolean,
): Promise<string | undefined> {
  if (!staged || !isItemId(staged.itemId)) return undefined;
  let query = supabase
    .from("collection_drafts")
    .delete()
    .eq("collection", collection)
    .eq("item_id", staged.itemId);
  // A change drops only the version the form showed: one staged meanwhile by someone else
  // stays. A new item is on the site now, so no staged copy of it can still be added.
  if (!added) query = query.eq("staged_at", staged.stagedAt);
  const { error } = await query;
  return error ? t.stagedLeft(failureMessage(error)) : undefined;
}

/**
 * Adds an item (id null) or changes one, live at once. A change is saved only if the item is
 * still as the editor opened it (`expectedUpdatedAt`), so two editors never silently overwrite
 * each other. A new item goes straight after `placeAfter` when given, else at the end of the
 * list. A form opened on a staged version (`staged`) publishes it: the staged copy is dropped.
 */
export async function saveCollectionItem(
  editor: CollectionEditor,
  write: ItemWrite & { placeAfter: string | null },
): Promise<WriteResult> {
  const prepared = await prepareWrite(editor, write, "save");
  if ("refused" in prepared) return prepared.refused;
  const { supabase, collection } = editor;
  const { id, expectedUpdatedAt, placeAfter, staged } = write;
  const { values, rows } = prepared;
  const columns = columnsFromValues(collectionSpecs[collection], values);
  const last = rows.at(-1)?.sort_order ?? -1;
  // A staged new item keeps the id it was staged under, so its preview and its page agree.
  const newId = staged && isItemId(staged.itemId) ? { id: staged.itemId } : {};
  const table = () => itemTable(supabase, collection);

  const result =
    id === null
      ? await table()
          .insert({ ...columns, ...newId, sort_order: last + 1 })
          .select("id, updated_at")
          .single()
      : await table()
          .update(columns)
          .eq("id", id)
          .eq("updated_at", expectedUpdatedAt ?? "")
          .select("id, updated_at")
          .maybeSingle();

  if (result.error) return writeRefusal(collection, result.error);
  if (!result.data) {
    const { data: still, error } = await table()
      .select("id, updated_at")
      .eq("id", id ?? "")
      .maybeSingle();
    if (error) return failed(error);
    return still ? conflict(still.updated_at) : refused("gone", t.gone);
  }

  const warnings: string[] = [];
  const anchor = rows.findIndex((row) => row.id === placeAfter);
  if (id === null && anchor !== -1 && anchor < rows.length - 1) {
    const ids = rows.map((row) => row.id);
    ids.splice(anchor + 1, 0, result.data.id);
    const error = await writeOrder(editor, ids);
    if (error) warnings.push(t.placedLast(failureMessage(error)));
  }
  const left = await clearStaged(editor, staged, id === null);
  if (left) warnings.push(left);
  const warning = warnings.join(" ") || undefined;
  return { ok: true, id: result.data.id, updatedAt: result.data.updated_at, warning };
}

/** Saves the list's order: `ids` is every item of the collection, in the order to show them. */
export async function saveCollectionOrder(
  editor: CollectionEditor,
  ids: readonly string[],
): Promise<ActionResult> {
  if (!Array.isArray(ids) || !ids.every(isItemId)) return { ok: false, message: t.listChanged };
  const error = await writeOrder(editor, ids);
  return error ? { ok: false, message: failureMessage(error) } : { ok: true };
}
