import "server-only";
import type { DatabaseError } from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { type CollectionName, definitionOf } from "./registry";
import { itemTable } from "./item-table";
import { type StoredRow, storedRowOf } from "./item-rows";
import type { ItemDraft } from "./staged";

/** The request's client with the editor's session (lib/supabase/server.ts). */

export type EditorRows = { rows: StoredRow[] } | { error: DatabaseError };

/**
 * A collection's rows in the site's order, read with the editor's own session (so fresh, never
 * the public cache).
 */
export async function loadEditorRows(
  supabase: EditorClient,
  collection: CollectionName,
): Promise<EditorRows> {
  const { newestFirst, largeFields, fields } = definitionOf(collection);
  const columns = largeFields
    ? ["id", "sort_order", "created_at", "updated_at", ...fields.map((field) => field.name)]
        .filter((column) => !largeFields.includes(column))
        .join(", ")
    : "*";
  const table = itemTable(supabase, collection).select(columns);
  const { data, error } = await (
    newestFirst ? table.order(newestFirst, { ascending: false }) : table
  )
    .order("sort_order")
    .order("id");
  // postgrest-js cannot type a column list made at run time; the columns are the table's own.
  return error ? { error } : { rows: data as unknown as StoredRow[] };
}

/** One item's whole row, its large fields too (for its form); null when there is none. */
export async function loadEditorRow(
  supabase: EditorClient,
  collection: CollectionName,
  id: string,
): Promise<{ row: StoredRow | null } | { error: DatabaseError }> {
  const { data, error } = await itemTable(supabase, collection).select().eq("id", id).maybeSingle();
  return error ? { error } : { row: data };
}

/** An item removed from the collection, as its history last had it. */
export interface RemovedItem {
  id: string;
  row: StoredRow;
  changed_at: string;
  actor_kind: string;
  actor_email: string | null;
}

/** How many removals the list offers to put back. */
const REMOVED_SHOWN = 10;

/**
 * The collection's latest removals of items that are still gone (one per item, newest first),
 * from the history the tables' triggers keep; editors put them back from there.
 */
export async function loadRemovedItems(
  supabase: EditorClient,
  collection: CollectionName,
  present: ReadonlySet<string>,
): Promise<RemovedItem[] | { error: { message: string } }> {
  const { data, error } = await supabase
    .from("collection_history")
    .select("item_id, old_row, changed_at, actor_kind, actor_email")
    .eq("collection", collection)
    .eq("operation", "DELETE")
    .order("changed_at", { ascending: false })
    .limit(REMOVED_SHOWN * 5);
  if (error) return { error };
  const seen = new Set(present);
  const removed: RemovedItem[] = [];
  for (const entry of data) {
    const row = storedRowOf(entry.old_row);
    if (seen.has(entry.item_id) || !row) continue;
    seen.add(entry.item_id);
    removed.push({
      id: entry.item_id,
      row,
      changed_at: entry.changed_at,
      actor_kind: entry.actor_kind,
      actor_email: entry.actor_email,
    });
  }
  return removed.slice(0, REMOVED_SHOWN);
}

/** One recorded change to an item: the item as it was after it (or before, for a removal). */
export interface ItemVersion {
  id: number;
  operation: string;
  changed_at: string;
  actor_kind: string;
  actor_email: string | null;
  before: StoredRow | null;
  after: StoredRow | null;
}

/** How many of an item's changes its form lists. */
const VERSIONS_SHOWN = 20;

/** An item's recorded changes, newest first. */
export async function loadItemVersions(
  supabase: EditorClient,
  collection: CollectionName,
  id: string,
): Promise<ItemVersion[] | { error: { message: string } }> {
  const { data, error } = await supabase
    .from("collection_history")
    .select("id, operation, changed_at, actor_kind, actor_email, old_row, new_row")
    .eq("collection", collection)
    .eq("item_id", id)
    .order("changed_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(VERSIONS_SHOWN);
  if (error) return { error };
  return data.map((entry) => ({
    id: entry.id,
    operation: entry.operation,
    changed_at: entry.changed_at,
    actor_kind: entry.actor_kind,
    actor_email: entry.actor_email,
    before: storedRowOf(entry.old_row),
    after: storedRowOf(entry.new_row),
  }));
}

/** The collection's staged items, oldest first; the form and the list show them. */
export async function loadStagedItems(
  supabase: EditorClient,
  collection: CollectionName,
): Promise<ItemDraft[] | { error: { message: string } }> {
  const { data, error } = await supabase
    .from("collection_drafts")
    .select()
    .eq("collection", collection)
    .order("staged_at");
  return error ? { error } : data;
}
