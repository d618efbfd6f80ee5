/** A site text as the editor on the page sees it. */
export interface EditableText {
  key: string;
  /** Where it shows, for people: "Home: Hero › Title". */
  label: string;
  defaultValue: string;
  /** What visitors see now. */
  published: string;
  /** The staged version, if any (value null: back to the default on publishing). */
  staged: { value: string | null; at: string; by: string | null } | null;
  multiline: boolean;
}

/** What the preview shows, and so what the editor's box starts with. */
export function previewValue(text: EditableText): string {
  if (!text.staged) return text.published;
  return text.staged.value ?? text.defaultValue;
}

/** What saving a text on the page gives back. */
export type StageTextResult =
  | { ok: true; text: EditableText }
  /** Someone else staged or discarded meanwhile: `text` is how it stands now. */
  | { ok: false; reason: "conflict"; text: EditableText }
  | { ok: false; reason: "invalid" | "not-permitted" | "failed"; message: string };

/** What the preview bar's Publish and Discard give back. */
export type BarActionResult = { ok: true; count: number } | { ok: false; message: string };

/** How much is staged, texts and items together. */
export interface StagedSummary {
  count: number;
  /** When the latest counted change was staged: Discard all takes back only up to it. */
  asOf: string | null;
}
