import { postKindNames, postsWords } from "@/content/collections/posts";
import type { CollectionDefinition } from "../definition";
import { LONG_TEXT_MAX, META_DESCRIPTION_MAX, SHORT_TEXT_MAX } from "../item-values";
import { itemPage } from "../listed";

/** Segments of /insights/… that are the list's own pages and filters, never a post's. */
export const POST_RESERVED_SLUGS = ["page", "kind", "industry", "service", "feed"] as const;

export const META_TITLE_MAX = 70;

const kindOptions = Object.entries(postKindNames).map(([value, label]) => ({ value, label }));

/**
 * Case studies, insights and news, each at /insights/<slug>. The site reads them with their own
 * queries (lib/posts/), a page at a time, rather than as a list every page loads.
 */
export const posts = {
  table: "posts",
  words: postsWords,
  nameField: "title",
  ordered: false,
  stageable: true,
  overview: { path: "/insights", label: postsWords.overview },
  listed: itemPage("insights"),
  newestFirst: "published_at",
  largeFields: ["body"],
  seoPreview: {
    title: "meta_title",
    description: "meta_description",
    images: ["share_image_id", "cover_image_id"],
    fallback: { title: "title", description: "summary" },
  },
  fields: [
    { name: "title", kind: "text", max: SHORT_TEXT_MAX },
    { name: "slug", kind: "slug", from: "title", reserved: POST_RESERVED_SLUGS },
    { name: "kind", kind: "select", options: () => kindOptions },
    { name: "summary", kind: "text", max: SHORT_TEXT_MAX },
    { name: "published_at", kind: "date" },
    { name: "body", kind: "rich-text" },
    { name: "cover_image_id", kind: "image" },
    { name: "author_id", kind: "reference", to: "leaders" },
    { name: "industry_ids", kind: "references", to: "industries", max: 20 },
    { name: "service_ids", kind: "references", to: "services", max: 40 },
    { name: "client", kind: "text", max: SHORT_TEXT_MAX, optional: true },
    { name: "challenge", kind: "long-text", max: LONG_TEXT_MAX, optional: true },
    { name: "solution", kind: "long-text", max: LONG_TEXT_MAX, optional: true },
    { name: "results", kind: "figures", max: 6 },
    { name: "meta_title", kind: "text", max: META_TITLE_MAX, optional: true },
    { name: "meta_description", kind: "text", max: META_DESCRIPTION_MAX, optional: true },
    { name: "share_image_id", kind: "image" },
    { name: "noindex", kind: "flag" },
  ],
} satisfies CollectionDefinition<"posts", typeof postsWords>;
