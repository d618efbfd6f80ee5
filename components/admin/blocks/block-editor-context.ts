import { createContext, useContext } from "react";
import type { FieldChoices } from "@/lib/collections/field-choices";
import { NO_CHOICES } from "@/lib/collections/field-choices";

/** What every block's fields share, the same for the whole editor, so it never re-renders them. */
export interface BlockEditorShared {
  /** Images, link targets, collections' items and departments to choose from. */
  choices: FieldChoices;
  /** Where a rich-text block keeps what is typed until the page is saved, before its id. */
  draftKey: string;
  /** The id of the list of this site's pages that link fields suggest. */
  linksId: string;
  /** Says something through the editor's polite live region. */
  announce: (message: string) => void;
}

export const BlockEditorContext = createContext<BlockEditorShared>({
  choices: NO_CHOICES,
  draftKey: "",
  linksId: "",
  announce: () => undefined,
});

export const useBlockEditor = () => useContext(BlockEditorContext);
