import type { Json, Tables } from "@/lib/supabase/database.types";
import type { CollectionName } from "./registry";

/**
 * A staged item (public.collection_drafts): its fields as they will be published, or null for a
 * removal, and the version of the item it was staged over (null for an item not yet on the site).
 */
export type ItemDraft = Tables<"collection_drafts">;

/** The staged version a form was opened on: the draft's item and when it was staged. */
export interface StagedVersion {
  itemId: string;
  stagedAt: string;
}

/** What a row keeps of its own when a staged version is laid over it, as publishing does. */
const KEPT = new Set(["id", "sort_order", "created_at", "updated_at"]);

function stagedFields(item: Json | null): Record<string, Json> {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return {};
  return Object.fromEntries(
    Object.entries(item).filter(
      (entry): entry is [string, Json] => !KEPT.has(entry[0]) && entry[1] !== undefined,
    ),
  );
}

/** A staged new item as a row: its staged fields under its id (publishing adds the rest). */
export function stagedRow<Row extends { id: string }>(draft: ItemDraft): Row {
  // A stand-in for the row publishing creates; readers take only the item's fields from it.
  return { ...stagedFields(draft.item), id: draft.item_id } as unknown as Row;
}

/**
 * A collection's rows as they will be once the staged items are published: staged fields over
 * their rows, staged removals left out, staged new items at the end in the order staged.
 */
export function withStagedItems<Row extends { id: string }>(
  rows: readonly Row[],
  drafts: readonly ItemDraft[],
  collection: CollectionName,
): Row[] {
  const mine = drafts.filter((draft) => draft.collection === collection);
  if (mine.length === 0) return [...rows];
  const byId = new Map(mine.map((draft) => [draft.item_id, draft]));
  const present = new Set(rows.map((row) => row.id));
  const shown = rows.flatMap((row) => {
    const draft = byId.get(row.id);
    if (!draft) return [row];
    return draft.item === null ? [] : [{ ...row, ...stagedFields(draft.item) }];
  });
  const added = [...mine]
    .filter((draft) => draft.base_updated_at === null && draft.item !== null)
    .filter((draft) => !present.has(draft.item_id))
    .sort((a, b) => a.staged_at.localeCompare(b.staged_at))
    .map((draft) => stagedRow<Row>(draft));
  return [...shown, ...added];
}

/** How the staged changes panel names a list's items and finds the page they show on. */
export interface StagedListInfo {
  /** The list's title, e.g. Services. */
  title: string;
  /** The field an item is named by. */
  nameField: string;
  /** The page the items show on; for items with pages of their own, the start of their address. */
  page: string;
  /** Whether an item's page is `page` followed by its slug. */
  bySlug: boolean;
}

export type StagedLists = Partial<Record<CollectionName, StagedListInfo>>;

/** Whether the panel was told of `collection`'s list (its lists are the collections' only). */
export function isStagedList(lists: StagedLists, collection: string): collection is CollectionName {
  return Object.hasOwn(lists, collection);
}

/** The page a staged item previews on. */
export function stagedItemPage(info: StagedListInfo, item: Json | null): string {
  const slug = stagedFields(item).slug;
  return info.bySlug && typeof slug === "string" ? `${info.page}/${slug}` : info.page;
}

/** A staged item's name: its staged name field, else the name it was staged under. */
export function stagedItemName(
  info: StagedListInfo,
  draft: Pick<ItemDraft, "item" | "label">,
): string | undefined {
  const name = stagedFields(draft.item)[info.nameField];
  return typeof name === "string" ? name : (draft.label ?? undefined);
}
