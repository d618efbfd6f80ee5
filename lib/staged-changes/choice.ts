import type { ItemDraft } from "@/lib/collections/staged";
import type { Tables } from "@/lib/supabase/database.types";

/** A staged text as the editor saw it: its key, and when that version was staged. */
export type TextRef = Pick<Tables<"website_content_drafts">, "content_key" | "staged_at">;

/** A staged version of an item as the editor saw it: its list, its id and when it was staged. */
export type ItemRef = Pick<ItemDraft, "collection" | "item_id" | "staged_at">;

/**
 * Staged changes an editor chose, each by the version they saw: one staged again since then is
 * another version, and stays.
 */
export interface StagedChoice {
  texts: TextRef[];
  items: ItemRef[];
}

/** More than any editor stages between two looks; a larger choice is not one an editor made. */
export const MAX_CHOSEN = 1000;

const text = (value: unknown): value is string => typeof value === "string" && value !== "";
const moment = (value: unknown): value is string =>
  typeof value === "string" && !Number.isNaN(Date.parse(value));

function textRef(value: unknown): TextRef | null {
  if (typeof value !== "object" || value === null) return null;
  const { content_key, staged_at } = value as Record<string, unknown>;
  return text(content_key) && moment(staged_at) ? { content_key, staged_at } : null;
}

function itemRef(value: unknown): ItemRef | null {
  if (typeof value !== "object" || value === null) return null;
  const { collection, item_id, staged_at } = value as Record<string, unknown>;
  return text(collection) && text(item_id) && moment(staged_at)
    ? { collection, item_id, staged_at }
    : null;
}

function refs<Ref>(value: unknown, read: (value: unknown) => Ref | null): Ref[] | null {
  if (!Array.isArray(value)) return null;
  const found = value.map(read);
  return found.every((ref): ref is Ref => ref !== null) ? found : null;
}

/**
 * The choice a browser sent, keeping only what names a version (a row sent whole loses its other
 * fields); null when any part of it names none, or it is larger than an editor's choice.
 */
export function readChoice(given: unknown): StagedChoice | null {
  if (typeof given !== "object" || given === null) return null;
  const { texts, items } = given as Record<string, unknown>;
  const chosen = { texts: refs(texts, textRef), items: refs(items, itemRef) };
  if (!chosen.texts || !chosen.items) return null;
  if (chosen.texts.length + chosen.items.length > MAX_CHOSEN) return null;
  return { texts: chosen.texts, items: chosen.items };
}
