import type { SiteTextRow } from "./merge";

/** A staged change: a new text for a key, or null to take the key back to its default. */
export interface StagedText {
  content_key: string;
  content_value: string | null;
}

/** The stored text as it will be once the staged changes are published. */
export function applyDrafts(
  rows: readonly SiteTextRow[],
  drafts: readonly StagedText[],
): SiteTextRow[] {
  const text = new Map(rows.map((row) => [row.content_key, row.content_value]));
  for (const draft of drafts) {
    if (draft.content_value === null) text.delete(draft.content_key);
    else text.set(draft.content_key, draft.content_value);
  }
  return [...text].map(([content_key, content_value]) => ({ content_key, content_value }));
}
