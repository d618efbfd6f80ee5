import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "./specs";
import {
  type ActionFailure,
  type ActionResult,
  type DatabaseError,
  isUnreachable,
} from "@/lib/action-state";
import type { CollectionName } from "./registry";
import type { FieldErrors } from "./validate";

const t = collectionsText.toasts;

/** Why an item's write was refused, for its form to act on. */
export interface WriteFailure extends ActionFailure {
  kind: "invalid" | "conflict" | "gone" | "denied" | "failed";
  errors?: FieldErrors;
  /** For a conflict: the stored item's version, to save over it deliberately. */
  currentUpdatedAt?: string;
}

/** What saving, staging or restoring an item answers: the item's id and version, or why not. */
export type WriteResult = ActionResult<
  { id: string; updatedAt: string; warning?: string },
  WriteFailure
>;

export function refused(
  kind: WriteFailure["kind"],
  message: string,
  more: Pick<WriteFailure, "errors" | "currentUpdatedAt"> = {},
): WriteFailure {
  return { ok: false, kind, message, ...more };
}

/** Someone else changed the item since the form read it; `current` is its version now. */
export function conflict(current: string): WriteFailure {
  return refused("conflict", t.conflict, { currentUpdatedAt: current });
}

/** A refusal in words for editors: what to do, when the database's code says; else its words. */
export function failureMessage(error: DatabaseError): string {
  if (error.code === "40001") return t.listChanged;
  // Only an image field refers to another table: its image was removed from the library.
  if (error.code === "23503") return t.imageGone;
  // Row-level security refused it: the member's role may not make this change.
  if (error.code === "42501") return t.notPermitted;
  return isUnreachable(error) ? t.network : t.failedText(error.message);
}

export function failed(error: DatabaseError): WriteFailure {
  return refused("failed", failureMessage(error));
}

/** A unique column the database refused: which field, so the form can say so there. */
export function takenField(collection: CollectionName, error: DatabaseError): string | undefined {
  if (error.code !== "23505") return undefined;
  return collectionSpecs[collection].fields.find(
    (field) => field.kind === "slug" && error.message.includes(`${collection}_${field.name}_key`),
  )?.name;
}

/** A refused insert or update: a value another item has, at its field; anything else, failed. */
export function writeRefusal(collection: CollectionName, error: DatabaseError): WriteFailure {
  const field = takenField(collection, error);
  if (!field) return failed(error);
  const spec = collectionSpecs[collection];
  const label = spec.fields.find((candidate) => candidate.name === field)?.label ?? field;
  const message = collectionsText.errors.taken(label, spec.item);
  return refused("invalid", message, { errors: { [field]: message } });
}
