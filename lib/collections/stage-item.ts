import { randomUUID } from "node:crypto";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "./specs";
import type { ActionResult } from "@/lib/action-state";
import type { Json } from "@/lib/supabase/database.types";
import type { CollectionEditor } from "./collection-editor";
import { isItemId } from "./item-values";
import { columnsFromValues, valuesFromRow } from "./item-rows";
import { itemTable } from "./item-table";
import { type ItemWrite, prepareWrite } from "./prepare-write";
import type { StagedVersion } from "./staged";
import { conflict, failed, failureMessage, refused, type WriteResult } from "./write-result";
import { canStage } from "./registry";

const t = collectionsText.toasts;

/**
 * Stages `item` (null: the item's removal) over version `base` of the item. A form opened on a
 * staged version replaces only that version; otherwise the item must have none yet. Either
 * way, a version staged meanwhile by someone else is never overwritten unseen.
 */
async function writeStaged(
  { supabase, collection }: CollectionEditor,
  itemId: string,
  item: Record<string, Json> | null,
  base: string | null,
  staged: StagedVersion | null,
  label: string,
): Promise<WriteResult> {
  const drafts = () => supabase.from("collection_drafts");
  const result =
    staged && staged.itemId === itemId
      ? await drafts()
          .update({ item, base_updated_at: base, label })
          .eq("collection", collection)
          .eq("item_id", itemId)
          .eq("staged_at", staged.stagedAt)
          .select("staged_at")
          .maybeSingle()
      : await drafts()
          .insert({ collection, item_id: itemId, item, base_updated_at: base, label })
          .select("staged_at")
          .single();
  if (result.error && result.error.code !== "23505") return failed(result.error);
  if (result.error || !result.data) return refused("conflict", t.stagedMeanwhile);
  return { ok: true, id: itemId, updatedAt: result.data.staged_at };
}

/**
 * Stages an item for preview instead of saving it: visitors keep seeing the published version
 * until an editor publishes everything staged. Checked exactly as a save is, including that the
 * item is still the version the form was opened on. `staged` names the staged version the
 * form showed, whose id a staged new item keeps.
 */
export async function stageCollectionItem(
  editor: CollectionEditor,
  write: ItemWrite,
): Promise<WriteResult> {
  const prepared = await prepareWrite(editor, write, "stage");
  if ("refused" in prepared) return prepared.refused;
  const { id, expectedUpdatedAt, staged } = write;
  const { values, current } = prepared;
  if (current && current.updated_at !== expectedUpdatedAt) return conflict(current.updated_at);
  const itemId = id ?? (staged && isItemId(staged.itemId) ? staged.itemId : randomUUID());
  const spec = collectionSpecs[editor.collection];
  const item = columnsFromValues(spec, values);
  const label = String(values[spec.nameField] ?? "");
  return writeStaged(editor, itemId, item, current?.updated_at ?? null, staged, label);
}

/**
 * Stages an item's removal: it stays on the site until the staged changes are published, and
 * publishing refuses it if the item changed meanwhile. An item with a page then answers 404;
 * a redirect is added under Redirects.
 */
export async function stageItemRemoval(
  editor: CollectionEditor,
  id: string,
  expectedUpdatedAt: string,
  staged: StagedVersion | null,
): Promise<WriteResult> {
  const { supabase, collection } = editor;
  if (!canStage(collection)) return refused("denied", t.notStageable);
  if (!isItemId(id)) return refused("gone", t.gone);
  const spec = collectionSpecs[collection];
  const { data: current, error } = await itemTable(supabase, collection)
    .select()
    .eq("id", id)
    .maybeSingle();
  if (error) return failed(error);
  if (!current) return refused("gone", t.gone);
  const label = String(valuesFromRow(spec, current)[spec.nameField] ?? "");
  if (current.updated_at !== expectedUpdatedAt) return conflict(current.updated_at);
  return writeStaged(editor, id, null, current.updated_at, staged, label);
}

/** Drops the staged version the form showed; visitors never saw it. */
export async function discardStagedVersion(
  { supabase, collection }: CollectionEditor,
  staged: StagedVersion,
): Promise<ActionResult> {
  if (!isItemId(staged?.itemId) || typeof staged.stagedAt !== "string") {
    return { ok: false, message: t.gone };
  }
  const { data, error } = await supabase
    .from("collection_drafts")
    .delete()
    .eq("collection", collection)
    .eq("item_id", staged.itemId)
    .eq("staged_at", staged.stagedAt)
    .select("item_id");
  if (error) return { ok: false, message: failureMessage(error) };
  return data.length > 0 ? { ok: true } : { ok: false, message: t.nothingDiscarded };
}
