import { companyValuesWords } from "@/content/collections/company-values";
import type { Value } from "@/content/types";
import { cardDescriptionField, cardTitleField, iconField } from "../common-fields";
import type { CollectionDefinition } from "../definition";
import { onPage } from "../listed";
import { valueFromRow } from "../page-items";

/** The About page's values. */
export const companyValues = {
  table: "company_values",
  words: companyValuesWords,
  nameField: "title",
  ordered: true,
  stageable: true,
  listed: onPage("/about#values", "description"),
  fields: [cardTitleField, cardDescriptionField, iconField],
  site: {
    key: "values",
    fromRow: valueFromRow,
    defaults: async () => (await import("@/content/about")).companyValues,
  },
} satisfies CollectionDefinition<"company_values", typeof companyValuesWords, Value>;
