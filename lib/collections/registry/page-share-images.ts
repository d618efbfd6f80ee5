import { pageShareImagesWords } from "@/content/collections/page-share-images";
import type { CollectionDefinition } from "../definition";

const { pages } = pageShareImagesWords;

/**
 * The share images of the pages that are not items (items' pages have their own). The public
 * site reads them by path (lib/collections/read-collections.ts), not as a list.
 */
export const pageShareImages = {
  table: "page_share_images",
  words: pageShareImagesWords,
  nameField: "path",
  ordered: false,
  stageable: true,
  listed: (id, values) => {
    const path = String(values.path ?? "");
    const page = pages.find((candidate) => candidate.value === path);
    return { id, name: page?.label ?? path, detail: path, detailIsAddress: true, href: path };
  },
  fields: [
    { name: "path", kind: "select", options: () => pages, unique: true },
    { name: "image_id", kind: "image", required: true },
  ],
} satisfies CollectionDefinition<"page_share_images", typeof pageShareImagesWords>;
