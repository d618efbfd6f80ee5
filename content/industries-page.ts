import type { IconName, IndustrySlug } from "./types";
export const industryPageLabels = {
  eyebrow: "Industries",
  offerings: "Key Service Offerings",
  cardAction: "Explore",
  breadcrumbHome: "Home",
  breadcrumbIndustries: "Industries",
  breadcrumbLabel: "Breadcrumb",
  cta: {
    title: "Working in this industry?",
    text: "Tell us about your product and the standards it must meet; we will bring engineers who have shipped under them.",
    action: "Talk to an Engineer",
    href: "/contact",
  },
} as const;

/** Icons for the industry links, kept beside the text rather than in the data. */
const industryIcons: Readonly<Record<string, IconName>> = {
  semiconductor: "chip",
  bfsi: "bank",
  insurance: "umbrella",
  retail: "cart",
  automotive: "car",
  "telecom-and-network": "signal",
};

/** An industry's icon; one added since these were chosen gets a building. */
export function industryIcon(slug: IndustrySlug): IconName {
  return industryIcons[slug] ?? "building";
}
