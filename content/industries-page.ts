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
