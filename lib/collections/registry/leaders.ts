import { leadersWords } from "@/content/collections/leaders";
import type { LeadershipPerson } from "@/content/types";
import type { CollectionDefinition } from "../definition";
import { PATH_MAX, SHORT_TEXT_MAX } from "../item-values";
import { onPage } from "../listed";
import { leaderFromRow } from "../page-items";

/** The About page's leadership team. */
export const leaders = {
  table: "leaders",
  words: leadersWords,
  nameField: "name",
  ordered: true,
  stageable: true,
  listed: onPage("/about#leadership", "position"),
  fields: [
    { name: "name", kind: "text", max: SHORT_TEXT_MAX },
    { name: "position", kind: "text", max: SHORT_TEXT_MAX },
    { name: "experience", kind: "text", max: SHORT_TEXT_MAX },
    {
      name: "portrait",
      kind: "pattern",
      max: PATH_MAX,
      pattern: /^\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|avif)$/,
      invalid: leadersWords.fields.portrait.invalid,
      unique: false,
    },
    { name: "portrait_alt", kind: "text", max: SHORT_TEXT_MAX },
    { name: "portrait_id", kind: "image", standInAlt: "portrait_alt" },
  ],
  site: {
    key: "leaders",
    fromRow: leaderFromRow,
    defaults: async () => (await import("@/content/about")).leaders,
  },
} satisfies CollectionDefinition<"leaders", typeof leadersWords, LeadershipPerson>;
