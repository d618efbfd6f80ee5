import { sharedFieldWords as shared } from "./shared-fields";

/** The words of the About page's values in /admin. */
export const companyValuesWords = {
  item: "value",
  items: "values",
  title: "Values",
  fields: {
    title: shared.cardTitle,
    description: shared.cardDescription,
    icon: shared.icon("Above the value's title on the About page."),
  },
};
