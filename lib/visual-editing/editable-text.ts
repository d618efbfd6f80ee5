import type { ActionFailure, ActionResult } from "@/lib/action-state";
import type { ImageChoice, ItemValues } from "@/lib/collections/item-values";
import type { BlockTextPlace } from "@/lib/blocks/block-texts";
import type { CollectionName } from "@/lib/collections/registry";
import type { StagedChoice } from "@/lib/staged-changes/choice";

/** Who staged the version the preview shows, and when. */
export interface StagedBy {
  at: string;
  by: string | null;
}

/** A site text as the editor on the page sees it. */
export interface EditableText {
  kind: "text";
  ref: string;
  key: string;
  /** Where it shows, for people: "Home: Hero › Title". */
  label: string;
  defaultValue: string;
  /** What visitors see now. */
  published: string;
  /** The staged version, if any (value null: back to the default on publishing). */
  staged: (StagedBy & { value: string | null }) | null;
  multiline: boolean;
}

/**
 * One field of a collection's item the page shows: words (a question's answer, a leader's
 * position) or an image from the library (a leader's photo).
 */
export interface EditableField {
  kind: "item";
  ref: string;
  collection: CollectionName;
  id: string;
  field: string;
  /** For a text of a built page's block: where it is in the page's layout (`field`). */
  part?: BlockTextPlace;
  /** "Questions: Do you sign NDAs? › Answer"; "Pages: Privacy › 1. Hero › Heading". */
  label: string;
  /**
   * What the preview shows: the staged version's, else the published item's (for an image, the
   * chosen one's id, "" for none).
   */
  value: string;
  /**
   * The item's staged version: a change, a change staged over an older version than the site
   * has now ("overtaken": saving stages it over the current one), or a removal.
   */
  staged: (StagedBy & { kind: "change" | "overtaken" | "removal" }) | null;
  multiline: boolean;
  /** For an image field: the library's images to choose from, and whether none will do. */
  image: { choices: readonly ImageChoice[]; required: boolean } | null;
  /** The item as the preview shows it, every field: staging sends it whole. */
  values: ItemValues;
  /** The published version the change is made over (null: not published yet). */
  updatedAt: string | null;
  /** The staged version the change replaces, if any. */
  stagedVersion: { itemId: string; stagedAt: string } | null;
}

export type Editable = EditableText | EditableField;

/** What the preview shows, and so what the editor's box starts with. */
export function previewValue(editable: Editable): string {
  if (editable.kind === "item") return editable.value;
  if (!editable.staged) return editable.published;
  return editable.staged.value ?? editable.defaultValue;
}

/** What saving a text on the page gives back. */
export type StageTextResult = ActionResult<
  { text: EditableText },
  /** Someone else staged or discarded meanwhile: `text` is how it stands now. */
  | { ok: false; reason: "conflict"; text: EditableText }
  | (ActionFailure & { reason: "invalid" | "not-permitted" | "failed" })
>;

/** What publishing or discarding staged changes gives back: how many changes it took. */
export type BarActionResult = ActionResult<{ count: number }>;

/** How much is staged, texts and items together. */
export interface StagedSummary {
  count: number;
  /** The counted changes, each by its version: Discard all takes back only these. */
  shown: StagedChoice;
}
