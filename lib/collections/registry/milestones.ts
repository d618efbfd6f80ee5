import { milestonesWords } from "@/content/collections/milestones";
import type { Milestone } from "@/content/types";
import { cardDescriptionField, cardTitleField } from "../common-fields";
import type { CollectionDefinition } from "../definition";
import { onPage } from "../listed";
import { milestoneFromRow } from "../page-items";

/** The About page's history, year by year. */
export const milestones = {
  table: "milestones",
  words: milestonesWords,
  nameField: "title",
  ordered: true,
  stageable: true,
  listed: onPage("/about#history", "year"),
  fields: [
    { name: "year", kind: "year", min: 1900, max: 2200 },
    cardTitleField,
    cardDescriptionField,
  ],
  site: {
    key: "milestones",
    fromRow: milestoneFromRow,
    defaults: async () => (await import("@/content/about")).milestones,
  },
} satisfies CollectionDefinition<"milestones", typeof milestonesWords, Milestone>;
