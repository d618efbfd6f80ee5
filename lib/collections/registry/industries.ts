import { industriesWords } from "@/content/collections/industries";
import type { Industry } from "@/content/types";
import {
  iconField,
  metaDescriptionField,
  nameField,
  pictureField,
  shareImageField,
  slugField,
} from "../common-fields";
import type { CollectionDefinition } from "../definition";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../item-values";
import { industryFromRow } from "../industries";
import { itemPage } from "../listed";
import { META_TITLE_MAX } from "./posts";

/** The industries, each with a page of its own under /industries. */
export const industries = {
  table: "industries",
  words: industriesWords,
  nameField: "name",
  ordered: true,
  stageable: true,
  overview: { path: "/industries", label: industriesWords.overview },
  listed: itemPage("industries"),
  fields: [
    nameField,
    slugField(),
    iconField,
    { name: "description", kind: "long-text", max: LONG_TEXT_MAX },
    { name: "title", kind: "text", max: SHORT_TEXT_MAX },
    { name: "subtitle", kind: "long-text", max: LONG_TEXT_MAX },
    { name: "intro_heading", kind: "text", max: SHORT_TEXT_MAX },
    { name: "intro_description", kind: "long-text", max: LONG_TEXT_MAX },
    { name: "offerings", kind: "icon-cards", min: 1, max: 12 },
    { name: "meta_title", kind: "text", max: META_TITLE_MAX, optional: true },
    metaDescriptionField,
    pictureField,
    shareImageField,
  ],
  seoPreview: {
    title: "meta_title",
    description: "meta_description",
    images: ["share_image_id", "image_id"],
    fallback: { title: "title" },
  },
  site: {
    key: "industries",
    fromRow: industryFromRow,
    defaults: async () => (await import("@/content/industries")).industries,
  },
} satisfies CollectionDefinition<"industries", typeof industriesWords, Industry>;
