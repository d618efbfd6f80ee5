import { officesWords } from "@/content/collections/offices";
import type { Office } from "@/content/types";
import type { CollectionDefinition } from "../definition";
import { SHORT_TEXT_MAX } from "../item-values";
import { onPage } from "../listed";
import { officeFromRow } from "../page-items";

/** The offices /locations shows; the first is the headquarters. */
export const offices = {
  table: "offices",
  words: officesWords,
  nameField: "name",
  ordered: true,
  stageable: true,
  listed: onPage("/locations", "city", "country"),
  fields: [
    { name: "name", kind: "text", max: SHORT_TEXT_MAX },
    { name: "street", kind: "text", max: SHORT_TEXT_MAX },
    { name: "city", kind: "text", max: SHORT_TEXT_MAX },
    { name: "region", kind: "text", max: SHORT_TEXT_MAX },
    { name: "postal_code", kind: "text", max: SHORT_TEXT_MAX },
    { name: "country", kind: "text", max: SHORT_TEXT_MAX },
    {
      name: "country_code",
      kind: "pattern",
      max: 2,
      pattern: /^[A-Z]{2}$/,
      invalid: officesWords.fields.country_code.invalid,
      unique: false,
    },
    {
      name: "phone",
      kind: "pattern",
      max: 30,
      pattern: /^\+?[0-9][0-9 ().-]{3,27}[0-9]$/,
      invalid: officesWords.fields.phone.invalid,
      unique: false,
    },
    { name: "email", kind: "email" },
  ],
  site: {
    key: "offices",
    fromRow: officeFromRow,
    defaults: async () => (await import("@/content/company")).offices,
  },
} satisfies CollectionDefinition<"offices", typeof officesWords, Office>;
