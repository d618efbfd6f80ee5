import { ICON_NAMES } from "@/content/types";
import type { FieldDefinition } from "./definition";
import { LONG_TEXT_MAX, META_DESCRIPTION_MAX, SHORT_TEXT_MAX } from "./item-values";

/** Fields several collections have, alike but for their words (content/collections/). */

export const nameField = {
  name: "name",
  kind: "text",
  max: SHORT_TEXT_MAX,
} as const satisfies FieldDefinition;

/** The page's address, made from the name by the spec's slug rule. */
export const slugField = (reserved?: readonly string[]) =>
  ({ name: "slug", kind: "slug", from: "name", reserved }) as const satisfies FieldDefinition;

const iconOptions = ICON_NAMES.map((name) => ({ value: name, label: name }));

export const iconField = {
  name: "icon",
  kind: "select",
  options: () => iconOptions,
} as const satisfies FieldDefinition;

export const cardTitleField = {
  name: "title",
  kind: "text",
  max: SHORT_TEXT_MAX,
} as const satisfies FieldDefinition;

export const cardDescriptionField = {
  name: "description",
  kind: "long-text",
  max: LONG_TEXT_MAX,
} as const satisfies FieldDefinition;

export const metaDescriptionField = {
  name: "meta_description",
  kind: "text",
  max: META_DESCRIPTION_MAX,
} as const satisfies FieldDefinition;

/** A picture beside a page's first text, from the media library. */
export const pictureField = { name: "image_id", kind: "image" } as const satisfies FieldDefinition;

export const shareImageField = {
  name: "share_image_id",
  kind: "image",
} as const satisfies FieldDefinition;
