export const servicesPage = {
  metaTitle: "Services",
  metaDescription:
    "Semiconductor design, verification, DFT, physical design and validation; embedded firmware, BSPs and drivers; data, AI, cloud and enterprise software services.",
  hero: {
    eyebrow: "Services",
    title: "Engineering services from silicon to software",
    subtitle:
      "Twenty-eight services in three practices. Engage one specialist team or the whole path from RTL to the cloud.",
  },
  cta: {
    title: "Not sure where to start?",
    text: "Describe your programme and we will propose the team, the scope and a first milestone.",
    action: "Request Consultation",
    href: "/contact",
  },
} as const;

/** Labels on every service page. */
export const servicePageLabels = {
  overview: "Service Overview",
  discuss: "Discuss Your Project",
  benefits: "Key Benefits",
  offerings: "What We Offer",
  breadcrumbHome: "Home",
  breadcrumbServices: "Services",
  breadcrumbLabel: "Breadcrumb",
  moreIn: "More in",
  /** The closing call to action; its button is `discuss`. */
  cta: {
    title: "Planning a project like this?",
    text: "Tell us your schedule and constraints. An engineer from this practice will reply within 24 hours.",
  },
} as const;
