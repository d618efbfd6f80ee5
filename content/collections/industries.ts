import { sharedFieldWords as shared } from "./shared-fields";

/** The words of the industries' list and form in /admin. */
export const industriesWords = {
  item: "industry",
  items: "industries",
  title: "Industries",
  overview: "the industries overview",
  fields: {
    name: shared.name,
    slug: shared.slug("/industries/…"),
    icon: shared.icon("Beside its name in the home page's industry links."),
    description: {
      label: "Card description",
      hint: "One sentence, on the industry's card on /industries.",
    },
    title: { label: "Page title" },
    subtitle: { label: "Hero subtitle" },
    intro_heading: { label: "Introduction heading" },
    intro_description: { label: "Introduction" },
    offerings: { label: "Key service offerings" },
    meta_title: {
      label: "Search title",
      hint: "What search engines and share cards show as the title, at most 70 characters. Empty: the page title.",
    },
    meta_description: shared.metaDescription,
    image_id: shared.picture("introduction"),
    share_image_id: shared.shareImage,
  },
};
