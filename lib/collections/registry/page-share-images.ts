import { pageShareImagesWords } from "@/content/collections/page-share-images";
import type { CollectionDefinition } from "../definition";
import { META_DESCRIPTION_MAX } from "../item-values";
import { META_TITLE_MAX } from "./posts";

const { pages } = pageShareImagesWords;

/**
 * The search and share settings of the pages that are not items (items' pages have their own):
 * title, description, share image, whether search engines list the page. The public site reads
 * them by path (lib/collections/read-collections.ts), not as a list.
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
    { name: "meta_title", kind: "text", max: META_TITLE_MAX, optional: true },
    { name: "meta_description", kind: "text", max: META_DESCRIPTION_MAX, optional: true },
    { name: "image_id", kind: "image" },
    { name: "noindex", kind: "flag" },
  ],
  seoPreview: {
    title: "meta_title",
    description: "meta_description",
    images: ["image_id"],
    fallback: "site-text",
  },
} satisfies CollectionDefinition<"page_share_images", typeof pageShareImagesWords>;
