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

/**
 * A subcategory's own page, which it gets once it holds more services than its lists show
 * (see SUBCATEGORY_PREVIEW): every service in it, each linking to its page.
 */
export const subcategoryPage = {
  /**
   * The link that ends a subcategory's shortened list: /services, the menu, service pages. The
   * page fills in {count} (its services) and {subcategory} (its title), here and below, and
   * {practice} (the practice it belongs to).
   */
  allIn: "All {count} in {subcategory}",
  subtitle:
    "{count} services in the {practice} practice, each with its own specialists. Open one for its scope and what we deliver.",
  metaDescription:
    "{subcategory}: {count} services of our {practice} practice, each staffed by specialists. See the scope of each and start a project.",
  cta: {
    title: "Need more than one of these?",
    text: "Programmes that cross services get one team and one plan. Tell us what you are building.",
    action: "Request Consultation",
    href: "/contact",
  },
} as const;
