import { sharedFieldWords as shared } from "./shared-fields";

/** The words of the About page's milestones in /admin. */
export const milestonesWords = {
  item: "milestone",
  items: "milestones",
  title: "Milestones",
  fields: {
    year: { label: "Year" },
    title: shared.cardTitle,
    description: shared.cardDescription,
  },
};
