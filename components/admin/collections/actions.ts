"use server";

import { updateTag } from "next/cache";
import { collectionsText } from "@/content/admin-collections";
import type { ActionResult } from "@/lib/action-state";
import { type CollectionEditor, collectionEditor } from "@/lib/collections/collection-editor";
import type { ItemValues } from "@/lib/collections/item-values";
import { canStage, isCollectionName } from "@/lib/collections/registry";
import { removeCollectionItem, restoreCollectionItem } from "@/lib/collections/remove-item";
import { saveCollectionItem, saveCollectionOrder } from "@/lib/collections/save-item";
import type { StagedVersion } from "@/lib/collections/staged";
import {
  discardStagedVersion,
  stageCollectionItem,
  stageItemRemoval,
} from "@/lib/collections/stage-item";
import { refused, type WriteResult } from "@/lib/collections/write-result";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const t = collectionsText.toasts;

/**
 * `act` for an editor of `collection`, else `denied`: anyone can call a server action, and the
 * browser names the collection.
 */
async function asEditor<Result>(
  collection: string,
  denied: Result,
  act: (editor: CollectionEditor) => Promise<Result>,
): Promise<Result> {
  const editor = await collectionEditor(collection);
  return editor ? act(editor) : denied;
}

const deniedWrite = () => refused("denied", t.notPermitted);
const denied = (): ActionResult => ({ ok: false, message: t.notPermitted });

/** The public pages show what an editor wrote at once. */
function refreshed<Result extends { ok: boolean }>(result: Result): Result {
  if (result.ok) updateTag(SITE_TEXT_TAG);
  return result;
}

/** Adds an item (id null) or changes one, live at once (lib/collections/save-item.ts). */
export async function saveItem(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  placeAfter: string | null = null,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  return asEditor(collection, deniedWrite(), async (editor) =>
    refreshed(
      await saveCollectionItem(editor, { id, submitted, expectedUpdatedAt, placeAfter, staged }),
    ),
  );
}

/** Stages an item for preview instead of saving it (lib/collections/stage-item.ts). */
export async function stageItem(
  collection: string,
  id: string | null,
  submitted: ItemValues,
  expectedUpdatedAt: string | null,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  // A list whose items cannot be staged says so to anyone who asks.
  if (isCollectionName(collection) && !canStage(collection)) {
    return refused("denied", t.notStageable);
  }
  return asEditor(collection, deniedWrite(), (editor) =>
    stageCollectionItem(editor, { id, submitted, expectedUpdatedAt, staged }),
  );
}

/** Stages an item's removal: it stays on the site until the staged changes are published. */
export async function stageRemoval(
  collection: string,
  id: string,
  expectedUpdatedAt: string,
  staged: StagedVersion | null = null,
): Promise<WriteResult> {
  return asEditor(collection, deniedWrite(), (editor) =>
    stageItemRemoval(editor, id, expectedUpdatedAt, staged),
  );
}

/** Drops the staged version the form showed; visitors never saw it. */
export async function discardStagedItem(
  collection: string,
  staged: StagedVersion,
): Promise<ActionResult> {
  return asEditor(collection, denied(), (editor) => discardStagedVersion(editor, staged));
}

/** Removes an item, its address optionally sent to `redirectTo` (lib/collections/remove-item.ts). */
export async function removeItem(
  collection: string,
  id: string,
  redirectTo: string | null = null,
): Promise<ActionResult> {
  return asEditor(collection, denied(), async (editor) =>
    refreshed(await removeCollectionItem(editor, id, redirectTo)),
  );
}

/** Puts a removed item back as it was when removed, from the collection's history. */
export async function restoreItem(collection: string, id: string): Promise<WriteResult> {
  return asEditor(collection, deniedWrite(), async (editor) => {
    const result = await restoreCollectionItem(editor, id);
    // An item already back has no new version: nothing changed on the site.
    if (result.ok && result.updatedAt) updateTag(SITE_TEXT_TAG);
    return result;
  });
}

/** Saves the list's order: `ids` is every item of the collection, in the order to show them. */
export async function saveOrder(collection: string, ids: readonly string[]): Promise<ActionResult> {
  return asEditor(collection, denied(), async (editor) =>
    refreshed(await saveCollectionOrder(editor, ids)),
  );
}
