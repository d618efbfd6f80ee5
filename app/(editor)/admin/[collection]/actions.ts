"use server";

import { randomUUID } from "node:crypto";
import { updateTag } from "next/cache";
import { collectionSpecs, collectionsText } from "@/content/admin-collections";
import {
  type CollectionName,
  type ItemValues,
  isCollectionName,
  isItemId,
} from "@/lib/collections/fields";
import { type EditorClient, loadEditorRows, loadStagedItems } from "@/lib/collections/editor-rows";
import { columnsFromValues, type StoredRow, valuesFromRow } from "@/lib/collections/item-rows";
import { canStage, withStagedItems } from "@/lib/collections/staged";
import type { Json } from "@/lib/supabase/database.types";
import { type FieldErrors, normaliseItem, validateItem } from "@/lib/collections/validate";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { editorClient as editorSession } from "@/lib/auth/editor-client";

const t = collectionsText.toasts;

export type WriteResult =
  | { ok: true; id: string; updatedAt: string; warning?: string }
  | {
      ok: false;
      kind: "invalid" | "conflict" | "gone" | "denied" | "failed";
      message: string;
      errors?: FieldErrors;
      /** For a conflict: the stored item's version, to save over it deliberately. */
      currentUpdatedAt?: string;
    };

export type ActionResult = { ok: true } | { ok: false; message: string };

interface DatabaseError {
  code?: string;
  message: string;
}

/** The editor's client, for a collection that exists (lib/auth/editor-client.ts). */
async function editorClient(collection: string): Promise<EditorClient | null> {
  return isCollectionName(collection) ? editorSession() : null;
}

/**
 * The collection's table. Its columns come from the collection's field list (content/
 * admin-collections.ts), checked by validateItem and then by the table itself, so rows are
 * written as `never` rather than as one table's generated insert type.
 */
function table(supabase: EditorClient, collection: CollectionName) {
  return supabase.from(collection as "services");
}

function failureMessage(error: DatabaseError): string {
  if (error.code === "40001") return t.listChanged;
  // Only an image field refers to another table: its image was removed from the library.
  if (error.code === "23503") return t.imageGone;
  return /fetch failed|network|ECONNREFUSED/i.test(error.message)
    ? t.network
    : t.failedText(error.message);
}

function failure(error: DatabaseError): WriteResult {
  return { ok: false, kind: "failed", message: failureMessage(error) };
}

/** A unique column the database refused: which field, so the form can say so there. */
function takenField(collection: CollectionName, error: DatabaseError): string | undefined {
  if (error.code !== "23505") return undefined;
  return collectionSpecs[collection].fields.find(
    (field) => field.kind === "slug" && error.message.includes(`${collection}_${field.name}_key`),
  )?.name;
}

function taken(collection: CollectionName, field: string): WriteResult {
  const spec = collectionSpecs[collection];
  const label = spec.fields.find((candidate) => candidate.name === field)?.label ?? field;
  const message = collectionsText.errors.taken(label, spec.item);
  return { ok: false, kind: "invalid", message, errors: { [field]: message } };
}

/** Saves the whole list's order in one transaction; refused if the list changed meanwhile. */
async function writeOrder(
  supabase: EditorClient,
  collection: CollectionName,
  ids: readonly string[],
): Promise<DatabaseError | null> {
  const { error } = await supabase.rpc("reorder_collection", { collection, ids: [...ids] });
  return error;
}

/** The staged version a form was opened on: the draft's item and when it was staged. */
export interface StagedVersion {
  itemId: string;
  stagedAt: string;
}

type Prepared = {
  supabase: EditorClient;
  collection: CollectionName;
  values: ItemValues;
  rows: StoredRow[];
  current: StoredRow | undefined;
};

/**
 * What a save and a stage both check first: an editor, a well-formed item that still exists
 * when it is a change, and every field as the table would take it.
 */
async function prepareWrite(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  staged: StagedVersion | null,
  mode: "save" | "stage",
): Promise<Prepared | { refused: WriteResult }> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) {
    return { refused: { ok: false, kind: "denied", message: t.notPermitted } };
  }
  if (id !== null && (!isItemId(id) || !expectedUpdatedAt)) {
    return { refused: { ok: false, kind: "gone", message: t.gone } };
  }
  const spec = collectionSpecs[collection];
  let values: ItemValues;
  try {
    values = normaliseItem(spec, submitted);
  } catch {
    return { refused: { ok: false, kind: "failed", message: t.failedText(t.malformed) } };
  }
  const [loaded, stagedItems] = await Promise.all([
    loadEditorRows(supabase, collection),
    mode === "stage" ? loadStagedItems(supabase, collection) : [],
  ]);
  if ("error" in loaded) return { refused: failure(loaded.error) };
  if ("error" in stagedItems) return { refused: failure(stagedItems.error) };
  const current = loaded.rows.find((row) => row.id === id);
  if (id !== null && !current) return { refused: { ok: false, kind: "gone", message: t.gone } };
  if (id === null && staged && loaded.rows.some((row) => row.id === staged.itemId)) {
    return { refused: { ok: false, kind: "failed", message: t.publishedMeanwhile } };
  }
  // A staged version must not clash with what the others will be once published either.
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
    return { refused: { ok: false, kind: "invalid", message, errors } };
  }
  return { supabase, collection, values, rows: loaded.rows, current };
}

/** The staged version the form showed is now published or replaced: it leaves the stage. */
async function clearStaged(
  supabase: EditorClient,
  collection: CollectionName,
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
 * Stages `item` (null: the item's removal) over version `base` of the item. A form opened on a
 * staged version replaces only that version; otherwise the item must have none yet. Either
 * way, a version staged meanwhile by someone else is never overwritten unseen.
 */
async function writeStaged(
  supabase: EditorClient,
  collection: CollectionName,
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
  if (result.error && result.error.code !== "23505") return failure(result.error);
  if (result.error || !result.data) {
    return { ok: false, kind: "conflict", message: t.stagedMeanwhile };
  }
  return { ok: true, id: itemId, updatedAt: result.data.staged_at };
}

/**
 * Adds an item (id null) or changes one, live at once. A change is saved only if the item is
 * still as the editor opened it (`expectedUpdatedAt`), so two editors never silently overwrite
 * each other. A new item goes straight after `placeAfter` when given, else at the end of the
 * list. A form opened on a staged version (`staged`) publishes it: the staged copy is dropped.
 */
export async function saveItem(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  placeAfter: string | null = null,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  const prepared = await prepareWrite(collection, id, submitted, expectedUpdatedAt, staged, "save");
  if ("refused" in prepared) return prepared.refused;
  const { supabase, values, rows } = prepared;
  const name = prepared.collection;
  const spec = collectionSpecs[name];
  const columns = columnsFromValues(spec, values);
  const last = rows.at(-1)?.sort_order ?? -1;
  // A staged new item keeps the id it was staged under, so its preview and its page agree.
  const newId = staged && isItemId(staged.itemId) ? { id: staged.itemId } : {};

  const result =
    id === null
      ? await table(supabase, name)
          .insert({ ...columns, ...newId, sort_order: last + 1 } as never)
          .select("id, updated_at")
          .single()
      : await table(supabase, name)
          .update(columns as never)
          .eq("id", id)
          .eq("updated_at", expectedUpdatedAt ?? "")
          .select("id, updated_at")
          .maybeSingle();

  if (result.error) {
    const field = takenField(name, result.error);
    return field ? taken(name, field) : failure(result.error);
  }
  if (!result.data) {
    const { data: still, error } = await table(supabase, name)
      .select("id, updated_at")
      .eq("id", id ?? "")
      .maybeSingle();
    if (error) return failure(error);
    return still
      ? { ok: false, kind: "conflict", message: t.conflict, currentUpdatedAt: still.updated_at }
      : { ok: false, kind: "gone", message: t.gone };
  }

  const warnings: string[] = [];
  const anchor = rows.findIndex((row) => row.id === placeAfter);
  if (id === null && anchor !== -1 && anchor < rows.length - 1) {
    const ids = rows.map((row) => row.id);
    ids.splice(anchor + 1, 0, result.data.id);
    const error = await writeOrder(supabase, name, ids);
    if (error) warnings.push(t.placedLast(failureMessage(error)));
  }
  const left = await clearStaged(supabase, name, staged, id === null);
  if (left) warnings.push(left);
  updateTag(SITE_TEXT_TAG);
  const warning = warnings.join(" ") || undefined;
  return { ok: true, id: result.data.id, updatedAt: result.data.updated_at, warning };
}

/**
 * Stages an item for preview instead of saving it: visitors keep seeing the published version
 * until an editor publishes everything staged. Checked exactly as a save is, including that the
 * item is still the version the form was opened on. `staged` names the staged version the
 * form showed, whose id a staged new item keeps.
 */
export async function stageItem(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  if (isCollectionName(collection) && !canStage(collection)) {
    return { ok: false, kind: "denied", message: t.notStageable };
  }
  const prepared = await prepareWrite(
    collection,
    id,
    submitted,
    expectedUpdatedAt,
    staged,
    "stage",
  );
  if ("refused" in prepared) return prepared.refused;
  const { supabase, values, current } = prepared;
  const name = prepared.collection;
  if (current && current.updated_at !== expectedUpdatedAt) {
    return {
      ok: false,
      kind: "conflict",
      message: t.conflict,
      currentUpdatedAt: current.updated_at,
    };
  }
  const itemId = id ?? (staged && isItemId(staged.itemId) ? staged.itemId : randomUUID());
  const spec = collectionSpecs[name];
  const item = columnsFromValues(spec, values);
  const label = String(values[spec.nameField] ?? "");
  return writeStaged(supabase, name, itemId, item, current?.updated_at ?? null, staged, label);
}

/**
 * Stages an item's removal: it stays on the site until the staged changes are published, and
 * publishing refuses it if the item changed meanwhile. An item with a page then answers 404;
 * a redirect is added under Redirects.
 */
export async function stageRemoval(
  collection: string,
  id: string,
  expectedUpdatedAt: string,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) {
    return { ok: false, kind: "denied", message: t.notPermitted };
  }
  if (!canStage(collection)) return { ok: false, kind: "denied", message: t.notStageable };
  if (!isItemId(id)) return { ok: false, kind: "gone", message: t.gone };
  const spec = collectionSpecs[collection];
  const { data: current, error } = await table(supabase, collection)
    .select()
    .eq("id", id)
    .maybeSingle();
  if (error) return failure(error);
  if (!current) return { ok: false, kind: "gone", message: t.gone };
  const row = current as unknown as StoredRow;
  const label = String(valuesFromRow(spec, row)[spec.nameField] ?? "");
  if (current.updated_at !== expectedUpdatedAt) {
    return {
      ok: false,
      kind: "conflict",
      message: t.conflict,
      currentUpdatedAt: current.updated_at,
    };
  }
  return writeStaged(supabase, collection, id, null, current.updated_at, staged, label);
}

/** Drops the staged version the form showed; visitors never saw it. */
export async function discardStagedItem(
  collection: string,
  staged: StagedVersion,
): Promise<ActionResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) return { ok: false, message: t.notPermitted };
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

/** Whether a removed item's address may be sent to `path`: an address on this site. */
function isRedirectTarget(path: unknown): path is string {
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
export async function removeItem(
  collection: string,
  id: string,
  redirectTo: string | null = null,
): Promise<ActionResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) return { ok: false, message: t.notPermitted };
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
  if (!data) return { ok: false, message: t.gone };
  updateTag(SITE_TEXT_TAG);
  return { ok: true };
}

/**
 * Puts a removed item back as it was when removed (same id, fields and place), from the
 * collection's history rather than from anything the browser sends, checked like any save.
 */
export async function restoreItem(collection: string, id: string): Promise<WriteResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) {
    return { ok: false, kind: "denied", message: t.notPermitted };
  }
  if (!isItemId(id)) return { ok: false, kind: "gone", message: t.notRestorable };
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
  if (historyError) return failure(historyError);
  const removed = removal?.old_row as StoredRow | null | undefined;
  if (!removed) return { ok: false, kind: "gone", message: t.notRestorable };

  const loaded = await loadEditorRows(supabase, collection);
  if ("error" in loaded) return failure(loaded.error);
  if (loaded.rows.some((row) => row.id === id)) return { ok: true, id, updatedAt: "" };
  const values = normaliseItem(spec, valuesFromRow(spec, removed));
  const others = loaded.rows.map((row) => valuesFromRow(spec, row));
  const errors = validateItem(spec, values, others, collectionsText.errors);
  if (Object.keys(errors).length > 0) {
    const message = t.notRestorableBecause(Object.values(errors).join(" "));
    return { ok: false, kind: "invalid", message };
  }
  const { data, error } = await table(supabase, collection)
    .insert({
      ...columnsFromValues(spec, values),
      id,
      sort_order: removed.sort_order,
      created_at: removed.created_at,
    } as never)
    .select("id, updated_at")
    .single();
  if (error) {
    const field = takenField(collection, error);
    return field ? taken(collection, field) : failure(error);
  }
  updateTag(SITE_TEXT_TAG);
  return { ok: true, id: data.id, updatedAt: data.updated_at };
}

/** Saves the list's order: `ids` is every item of the collection, in the order to show them. */
export async function saveOrder(collection: string, ids: readonly string[]): Promise<ActionResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) return { ok: false, message: t.notPermitted };
  if (!Array.isArray(ids) || !ids.every(isItemId)) {
    return { ok: false, message: t.listChanged };
  }
  const error = await writeOrder(supabase, collection, ids);
  if (error) return { ok: false, message: failureMessage(error) };
  updateTag(SITE_TEXT_TAG);
  return { ok: true };
}
