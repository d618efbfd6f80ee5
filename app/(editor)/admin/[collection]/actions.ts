"use server";

import { updateTag } from "next/cache";
import { collectionSpecs, collectionsText } from "@/content/admin-collections";
import { type CollectionName, type ItemValues, isCollectionName } from "@/lib/collections/fields";
import { columnsFromValues, type StoredRow, valuesFromRow } from "@/lib/collections/item-rows";
import { type FieldErrors, normaliseItem, validateItem } from "@/lib/collections/validate";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { createClient } from "@/lib/supabase/server";

const t = collectionsText.toasts;

export type WriteResult =
  | { ok: true; id: string; updatedAt: string }
  | {
      ok: false;
      kind: "invalid" | "conflict" | "gone" | "denied" | "failed";
      message: string;
      errors?: FieldErrors;
    };

export type RemoveResult = { ok: true; row: StoredRow } | { ok: false; message: string };
export type OrderResult = { ok: true } | { ok: false; message: string };

type Client = Awaited<ReturnType<typeof createClient>>;

interface DatabaseError {
  code?: string;
  message: string;
}

/**
 * Anyone can call a server action, so each one checks on the server that the caller is a
 * signed-in editor; the tables' row-level security refuses everyone else all the same.
 */
async function editorClient(collection: string): Promise<Client | null> {
  if (!isCollectionName(collection)) return null;
  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  return user?.app_metadata?.role === "editor" ? supabase : null;
}

/**
 * The collection's table. Its columns come from the collection's field list (content/
 * admin-collections.ts), checked by validateItem and then by the table itself, so rows are
 * written as `never` rather than as one table's generated insert type.
 */
function table(supabase: Client, collection: CollectionName) {
  return supabase.from(collection as "services");
}

function failureMessage(error: DatabaseError): string {
  return /fetch failed|network|ECONNREFUSED/i.test(error.message)
    ? t.network
    : t.failedText(error.message);
}

function failure(error: DatabaseError): WriteResult {
  return { ok: false, kind: "failed", message: failureMessage(error) };
}

/** The slug fields' values of every other item, for the unique checks. */
async function otherItems(
  supabase: Client,
  collection: CollectionName,
  id: string | null,
): Promise<{ others: ItemValues[] } | { error: DatabaseError }> {
  const { data, error } = await table(supabase, collection).select();
  if (error) return { error };
  const spec = collectionSpecs[collection];
  const rows = (data as unknown as StoredRow[]).filter((row) => row.id !== id);
  return { others: rows.map((row) => valuesFromRow(spec, row)) };
}

/** A unique column the database refused: which field, so the form can say so there. */
function takenField(collection: CollectionName, error: DatabaseError): string | undefined {
  if (error.code !== "23505") return undefined;
  return collectionSpecs[collection].fields.find(
    (field) => field.kind === "slug" && error.message.includes(`${collection}_${field.name}_key`),
  )?.name;
}

/**
 * Adds an item (id null) or changes one. A change is saved only if the item is still as the
 * editor opened it (`expectedUpdatedAt`), so two editors never silently overwrite each other.
 * A new item goes straight after `placeAfter` when given, else at the end of the list.
 */
export async function saveItem(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  placeAfter: string | null = null,
): Promise<WriteResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) {
    return { ok: false, kind: "denied", message: t.notPermitted };
  }
  const spec = collectionSpecs[collection];
  const values = normaliseItem(spec, submitted);
  const existing = await otherItems(supabase, collection, id);
  if ("error" in existing) return failure(existing.error);
  const errors = validateItem(spec, values, existing.others, collectionsText.errors);
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      kind: "invalid",
      message: collectionsText.form.fixErrors(Object.keys(errors).length),
      errors,
    };
  }
  const columns = columnsFromValues(spec, values);

  const result =
    id === null
      ? await table(supabase, collection)
          .insert({
            ...columns,
            sort_order: await newPosition(supabase, collection, placeAfter),
          } as never)
          .select("id, updated_at")
          .single()
      : await table(supabase, collection)
          .update(columns as never)
          .eq("id", id)
          .eq("updated_at", expectedUpdatedAt ?? "")
          .select("id, updated_at")
          .maybeSingle();

  if (result.error) {
    const field = takenField(collection, result.error);
    if (field) {
      const label = spec.fields.find((candidate) => candidate.name === field)?.label ?? field;
      const message = collectionsText.errors.taken(label, spec.item);
      return { ok: false, kind: "invalid", message, errors: { [field]: message } };
    }
    return failure(result.error);
  }
  if (!result.data) {
    const { data: still } = await table(supabase, collection)
      .select("id")
      .eq("id", id ?? "")
      .maybeSingle();
    return still
      ? { ok: false, kind: "conflict", message: t.conflict }
      : { ok: false, kind: "gone", message: t.gone };
  }
  updateTag(SITE_TEXT_TAG);
  return { ok: true, id: result.data.id, updatedAt: result.data.updated_at };
}

/**
 * The sort_order for a new item: after `placeAfter` (moving the items below it down one), or
 * after the last item.
 */
async function newPosition(
  supabase: Client,
  collection: CollectionName,
  placeAfter: string | null,
): Promise<number> {
  const { data } = await table(supabase, collection)
    .select("id, sort_order")
    .order("sort_order")
    .order("id");
  const rows = data ?? [];
  const anchor = rows.find((row) => row.id === placeAfter);
  if (!anchor) return (rows.at(-1)?.sort_order ?? -1) + 1;
  const below = rows.filter((row) => row.sort_order > anchor.sort_order);
  await Promise.all(
    below.map((row) =>
      table(supabase, collection)
        .update({ sort_order: row.sort_order + 1 })
        .eq("id", row.id),
    ),
  );
  return anchor.sort_order + 1;
}

/** Removes an item and returns it whole, so the editor can put it back with Undo. */
export async function removeItem(collection: string, id: string): Promise<RemoveResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) return { ok: false, message: t.notPermitted };
  const { data, error } = await table(supabase, collection)
    .delete()
    .eq("id", id)
    .select()
    .maybeSingle();
  if (error) return { ok: false, message: failureMessage(error) };
  if (!data) return { ok: false, message: t.gone };
  updateTag(SITE_TEXT_TAG);
  return { ok: true, row: data as unknown as StoredRow };
}

/** Puts a removed item back as it was: same id, place and fields. */
export async function restoreItem(collection: string, row: StoredRow): Promise<WriteResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) {
    return { ok: false, kind: "denied", message: t.notPermitted };
  }
  const spec = collectionSpecs[collection];
  const columns = columnsFromValues(spec, valuesFromRow(spec, row));
  const { data, error } = await table(supabase, collection)
    .insert({ ...columns, id: row.id, sort_order: row.sort_order } as never)
    .select("id, updated_at")
    .single();
  if (error) {
    const field = takenField(collection, error);
    if (field)
      return {
        ok: false,
        kind: "invalid",
        message: collectionsText.errors.taken(field, spec.item),
      };
    return failure(error);
  }
  updateTag(SITE_TEXT_TAG);
  return { ok: true, id: data.id, updatedAt: data.updated_at };
}

/** Saves the list's order: each item whose place changed gets its new one. */
export async function saveOrder(collection: string, ids: readonly string[]): Promise<OrderResult> {
  const supabase = await editorClient(collection);
  if (!supabase || !isCollectionName(collection)) return { ok: false, message: t.notPermitted };
  const { data, error } = await table(supabase, collection).select("id, sort_order");
  if (error) return { ok: false, message: failureMessage(error) };
  const current = new Map(data.map((row) => [row.id, row.sort_order]));
  const changed = ids.flatMap((id, position) =>
    current.has(id) && current.get(id) !== position ? [{ id, position }] : [],
  );
  const results = await Promise.all(
    changed.map(({ id, position }) =>
      table(supabase, collection).update({ sort_order: position }).eq("id", id),
    ),
  );
  const failed = results.find((result) => result.error);
  if (failed?.error) return { ok: false, message: failureMessage(failed.error) };
  updateTag(SITE_TEXT_TAG);
  return { ok: true };
}
