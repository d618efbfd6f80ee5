import { sharedFieldWords as shared } from "./shared-fields";

/** The words of the services' list and form in /admin. */
export const servicesWords = {
  item: "service",
  items: "services",
  title: "Services",
  overview: "the services overview",
  fields: {
    name: shared.name,
    slug: shared.slug("/services/…"),
    practice: { label: "Practice" },
    subcategory: {
      label: "Subcategory",
      hint: "Where /services and the menu list it within its practice.",
    },
    department_id: {
      label: "Department id",
      hint: "What the contact form preselects from the page's Discuss Your Project button. Only admins see it; it follows the name.",
    },
    title: { label: "Page title" },
    subtitle: { label: "Hero subtitle" },
    overview: { label: "Service overview" },
    key_benefits: { label: "Key benefits" },
    offerings: { label: "What we offer" },
    meta_title: {
      label: "Search title",
      hint: "What search engines and share cards show as the title, at most 70 characters. Empty: the page title.",
    },
    meta_description: shared.metaDescription,
    image_id: shared.picture("service overview"),
    share_image_id: shared.shareImage,
  },
};
