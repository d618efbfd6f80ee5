import { Extension, type Extensions } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { linkProblem } from "@/lib/rich-text/links";
import { LibraryImage } from "./library-image";
import { transformPastedHTML } from "./paste-cleanup";

const allowedHref = (href: string) => linkProblem(href) === null;

/** Cleans HTML from Google Docs, Word and the like before the schema reads it. */
const PasteCleanup = Extension.create({
  name: "pasteCleanup",
  transformPastedHTML(html) {
    return transformPastedHTML(html);
  },
});

interface ExtensionSettings {
  placeholder: string;
  /** Where the editor shows a library image from, by its id. */
  imageSource: (mediaId: string) => string | null;
}

/**
 * Exactly the nodes and marks a stored body may hold (lib/rich-text/document.ts), so the editor
 * can make nothing the database would refuse.
 */
export function editorExtensions({ placeholder, imageSource }: ExtensionSettings): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      strike: false,
      underline: false,
      // An empty paragraph added after a closing table or image would count as a change the
      // editor never made; the gap cursor reaches the place after them instead.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        protocols: [{ scheme: "tel", optionalSlashes: true }],
        isAllowedUri: allowedHref,
        shouldAutoLink: allowedHref,
      },
    }),
    LibraryImage.configure({ sourceOf: imageSource }),
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder }),
    PasteCleanup,
  ];
}
