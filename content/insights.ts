import { company } from "./company";

/**
 * The words of the posts' pages: /insights (the list, its pages and filters), each post, the
 * feed, and the sections other pages show once there are posts.
 */
export const insightsPage = {
  /** The link in the header and the footer, shown once a post is published. */
  navLabel: "Insights",
  eyebrow: "Insights",
  title: "Case Studies & Insights",
  subtitle:
    "What we have built for our clients, and what we have learned along the way: case studies, technical articles and company news.",
  metaDescription: `Case studies, technical insights and news from ${company.name}: semiconductor, embedded, software and IT engineering in practice.`,
  breadcrumbLabel: "Breadcrumb",
  breadcrumbHome: "Home",
  /** The kinds, as filters name them and as a post's label says. */
  kinds: {
    "case-study": { label: "Case study", plural: "Case studies", segment: "case-studies" },
    insight: { label: "Insight", plural: "Insights", segment: "insights" },
    news: { label: "News", plural: "News", segment: "news" },
  },
  filters: {
    label: "Show",
    all: "All",
    industries: "By industry",
    services: "By service",
  },
  /** The title of a filtered list. */
  filteredTitle: (what: string) => `${what}: case studies & insights`,
  filteredDescription: (what: string) =>
    `Case studies, insights and news from ${company.name} on ${what}.`,
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} (page ${page})` : title),
  empty: "Nothing here yet.",
  emptyAction: "See every post",
  readingTime: (minutes: number) => `${minutes} min read`,
  readMore: "Read",
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: (page: number) => `Page ${page}`,
  },
  post: {
    contents: "Contents",
    by: "Written by",
    published: "Published",
    client: "Client",
    challenge: "The challenge",
    solution: "Our solution",
    results: "Results",
    related: "Related reading",
    industries: "Industries",
    services: "Services",
    all: "All case studies & insights",
    cta: {
      title: "Facing a similar challenge?",
      text: "Tell us what you are building. An engineer from the right practice will reply within one business day.",
      action: "Discuss Your Project",
      href: "/contact",
    },
  },
  feed: {
    title: `${company.name}: Case Studies & Insights`,
    description: `Case studies, technical insights and news from ${company.name}.`,
    linkTitle: "Case studies & insights (RSS)",
  },
  /** The section on service and industry pages that have case studies. */
  caseStudies: {
    title: "Case Studies",
    subtitle: (name: string) => `How we have delivered ${name} for our clients.`,
  },
  /** The home page's section, once there are posts. */
  latest: {
    title: "Latest Insights",
    subtitle: "Case studies, technical articles and news from our teams.",
    all: "See all insights",
  },
};
