import { officeHoursWords } from "@/content/collections/office-hours";
import type { OfficeHours } from "@/content/types";
import type { CollectionDefinition } from "../definition";
import { SHORT_TEXT_MAX } from "../item-values";
import { onPage } from "../listed";
import { officeHoursFromRow } from "../page-items";

/** The contact page's office hours, a day or a range of days each. */
export const officeHours = {
  table: "office_hours",
  words: officeHoursWords,
  nameField: "day",
  ordered: true,
  stageable: true,
  listed: onPage("/contact#hours-title", "hours"),
  fields: [
    { name: "day", kind: "text", max: SHORT_TEXT_MAX },
    { name: "hours", kind: "text", max: SHORT_TEXT_MAX },
  ],
  site: {
    key: "officeHours",
    fromRow: officeHoursFromRow,
    defaults: async () => (await import("@/content/contact")).officeHours,
  },
} satisfies CollectionDefinition<"office_hours", typeof officeHoursWords, OfficeHours>;
