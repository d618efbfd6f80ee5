import { clearRichTextDraft } from "../rich-text/draft-storage";
import { entryKey, parseLayout } from "./layout-edits";

/** Where a rich-text block keeps what is typed in it: the field's draft key, then its id. */
export const blockDraftKey = (draftKey: string, id: string) => `${draftKey}:${id}`;

/** Forgets what the browser kept of a layout's blocks: the form calls it once they are saved. */
export function clearBlockDrafts(draftKey: string, layout: string): void {
  parseLayout(layout).forEach((entry, position) =>
    clearRichTextDraft(blockDraftKey(draftKey, entryKey(entry, position))),
  );
}
