import { mergeAttributes, Node } from "@tiptap/core";
import { richTextEditorText } from "@/content/admin-rich-text";

export interface LibraryImageOptions {
  /** Where the editor shows a library image from; null when the library no longer has it. */
  sourceOf: (mediaId: string) => string | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An image from the media library. The body stores only which image (`mediaId`), its alt text
 * and its caption: the file's address changes with each version and is the site's to choose.
 */
export const LibraryImage = Node.create<LibraryImageOptions>({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { sourceOf: () => null };
  },

  addAttributes() {
    // Rendered by renderHTML and the node view below; none is written to the DOM on its own.
    return {
      mediaId: { default: "", rendered: false },
      alt: { default: "", rendered: false },
      caption: { default: null, rendered: false },
    };
  },

  parseHTML() {
    // Only this editor's own figures: an image from elsewhere has no place in the library.
    return [
      {
        tag: "figure[data-media-id]",
        getAttrs: (figure) => ({
          mediaId: figure.getAttribute("data-media-id") ?? "",
          alt: figure.querySelector("img")?.getAttribute("alt") ?? "",
          caption: figure.querySelector("figcaption")?.textContent || null,
        }),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const mediaId = text(node.attrs.mediaId);
    const image = ["img", { src: this.options.sourceOf(mediaId) ?? "", alt: text(node.attrs.alt) }];
    const caption = text(node.attrs.caption);
    const figure = mergeAttributes(HTMLAttributes, { "data-media-id": mediaId });
    return caption ? ["figure", figure, image, ["figcaption", caption]] : ["figure", figure, image];
  },

  addNodeView() {
    return ({ node }) => {
      const figure = document.createElement("figure");
      const draw = (attrs: Record<string, unknown>) => {
        const mediaId = text(attrs.mediaId);
        const source = this.options.sourceOf(mediaId);
        figure.replaceChildren();
        figure.setAttribute("data-media-id", mediaId);
        if (source) {
          const image = document.createElement("img");
          image.src = source;
          image.alt = text(attrs.alt);
          figure.append(image);
        } else {
          const missing = document.createElement("p");
          missing.textContent = richTextEditorText.image.missing(mediaId);
          figure.append(missing);
        }
        const caption = text(attrs.caption);
        if (caption) {
          const figcaption = document.createElement("figcaption");
          figcaption.textContent = caption;
          figure.append(figcaption);
        }
      };
      draw(node.attrs);
      return {
        dom: figure,
        update: (updated) => {
          if (updated.type.name !== this.name) return false;
          draw(updated.attrs);
          return true;
        },
      };
    };
  },
});
