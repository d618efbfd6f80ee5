import { servicesWords } from "@/content/collections/services";
import { serviceGroups } from "@/content/services";
import type { Service } from "@/content/types";
import { SUBCATEGORY_FOLDER } from "@/lib/services/subcategories";
import {
  metaDescriptionField,
  nameField,
  pictureField,
  shareImageField,
  slugField,
} from "../common-fields";
import type { CollectionDefinition } from "../definition";
import { type ItemValues, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../item-values";
import { itemPage } from "../listed";
import { META_TITLE_MAX } from "./posts";
import { serviceFromRow } from "../services";

const practiceOptions = serviceGroups.map((group) => ({ value: group.id, label: group.title }));

function subcategoryOptions(values: ItemValues) {
  const group = serviceGroups.find((candidate) => candidate.id === values.practice);
  return (group?.subcategories ?? []).map((title) => ({ value: title, label: title }));
}

/** The services, each with a page of its own under /services. */
export const services = {
  table: "services",
  words: servicesWords,
  nameField: "name",
  ordered: true,
  stageable: true,
  overview: { path: "/services", label: servicesWords.overview },
  listed: itemPage("services"),
  fields: [
    nameField,
    slugField([SUBCATEGORY_FOLDER]),
    { name: "practice", kind: "select", options: () => practiceOptions },
    { name: "subcategory", kind: "select", options: subcategoryOptions },
    { name: "department_id", kind: "slug", from: "name", internal: true },
    { name: "title", kind: "text", max: SHORT_TEXT_MAX },
    { name: "subtitle", kind: "long-text", max: LONG_TEXT_MAX },
    { name: "overview", kind: "long-text", max: LONG_TEXT_MAX },
    { name: "key_benefits", kind: "icon-cards", min: 3, max: 3 },
    { name: "offerings", kind: "text-list", min: 1, max: 12 },
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
    key: "services",
    fromRow: serviceFromRow,
    defaults: async () => (await import("@/lib/services/catalogue")).services,
  },
} satisfies CollectionDefinition<"services", typeof servicesWords, Service>;
