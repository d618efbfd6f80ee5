import { pagesWords } from "@/content/collections/pages";
import { ownedPathProblem, PAGE_PATH_MAX, PAGE_PATH_PATTERN } from "@/lib/pages/path-rules";
import type { CollectionDefinition } from "../definition";
import { META_DESCRIPTION_MAX, SHORT_TEXT_MAX } from "../item-values";
import { META_TITLE_MAX } from "./posts";

const { fields, footerGroups } = pagesWords;

const footerOptions = Object.entries(footerGroups).map(([value, label]) => ({ value, label }));

/**
 * Pages editors build from blocks at any free address of the site (lib/pages/path-rules.ts).
 * The site reads one page per request of its address (lib/pages/), never the whole list.
 */
export const pages = {
  table: "pages",
  words: pagesWords,
  nameField: "title",
  ordered: false,
  stageable: true,
  overview: { path: "/", label: pagesWords.overview },
  listed: (id, values, name) => {
    const href = String(values.path ?? "");
    return { id, name, detail: href, detailIsAddress: true, href };
  },
  largeFields: ["layout"],
  seoPreview: {
    title: "meta_title",
    description: "meta_description",
    images: ["share_image_id"],
    fallback: { title: "title" },
  },
  fields: [
    { name: "title", kind: "text", max: SHORT_TEXT_MAX },
    {
      name: "path",
      kind: "pattern",
      pattern: PAGE_PATH_PATTERN,
      max: PAGE_PATH_MAX,
      invalid: fields.path.invalid,
      unique: true,
      refuse: ownedPathProblem,
    },
    { name: "layout", kind: "blocks" },
    { name: "footer_group", kind: "select", options: () => footerOptions, initial: "none" },
    { name: "meta_title", kind: "text", max: META_TITLE_MAX, optional: true },
    { name: "meta_description", kind: "text", max: META_DESCRIPTION_MAX, optional: true },
    { name: "share_image_id", kind: "image" },
    { name: "noindex", kind: "flag" },
  ],
} satisfies CollectionDefinition<"pages", typeof pagesWords>;
