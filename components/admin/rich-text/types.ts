import type { RichTextDocument } from "@/lib/rich-text/document";
import type { ImageChoice } from "@/lib/collections/item-values";
import type { LinkChoice } from "./link-dialog";

export interface RichTextFieldProps {
  /** The editable text's id; its label and hint take it with `-label` and `-hint`. */
  id: string;
  label: string;
  value: RichTextDocument;
  onChange(doc: RichTextDocument): void;
  /** Ids of notes outside the field (its error), read after its own hint. */
  describedBy?: string;
  invalid?: boolean;
  /** The media library, for the image dialog. */
  images: readonly ImageChoice[];
  /** The site's pages and posts, for the link dialog. */
  links: readonly LinkChoice[];
  /** Where the browser keeps the unsaved body (localStorage), until clearRichTextDraft. */
  draftKey: string;
}
