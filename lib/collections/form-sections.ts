import type { FieldSpec } from "./fields";

/** Past this many fields a form is folded into sections. */
export const LONG_FORM_FIELDS = 8;

export type FormSectionId = "details" | "pictures" | "search";

export interface FormSection {
  id: FormSectionId;
  fields: readonly FieldSpec[];
}

const SEARCH_FIELDS = new Set(["meta_title", "meta_description", "share_image_id", "noindex"]);

function sectionOf(field: FieldSpec): FormSectionId {
  if (SEARCH_FIELDS.has(field.name)) return "search";
  return field.kind === "image" ? "pictures" : "details";
}

/**
 * A form's fields in the sections it shows: one for a short form, else what the item says,
 * its pictures, and how search engines and share cards show it, each in the fields' order.
 */
export function formSections(fields: readonly FieldSpec[]): FormSection[] {
  if (fields.length <= LONG_FORM_FIELDS) return [{ id: "details", fields }];
  const order: FormSectionId[] = ["details", "pictures", "search"];
  return order
    .map((id) => ({ id, fields: fields.filter((field) => sectionOf(field) === id) }))
    .filter((section) => section.fields.length > 0);
}
