/** Domain types for every piece of public content. Content modules hold data, not JSX. */

/**
 * The id a service page passes to /contact?department=…: the spec's url slug rule, unique
 * among services, chosen by whoever adds the service.
 */
export type DepartmentId = string;

export interface Department {
  id: DepartmentId;
  /** Readable name shown in the contact form's Department select. */
  name: string;
}

export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export type ServiceGroupId = "semiconductors" | "embedded" | "software";

/** A service as written in content/services/; `Service` adds the slug computed from its name. */
export interface ServiceContent {
  /** The service name as listed in the spec; the slug is computed from it (lib/slug.ts). */
  name: string;
  group: ServiceGroupId;
  /** One of its group's three subcategory titles. */
  subcategory: string;
  department: DepartmentId;
  /** Page title (h1). */
  title: string;
  /** Hero subtitle, one sentence. */
  subtitle: string;
  /** 'Service Overview' text: two or three sentences. */
  overview: string;
  /** 'Key Benefits': exactly three. */
  benefits: readonly [Benefit, Benefit, Benefit];
  /** 'What We Offer': about seven concrete offerings. */
  offerings: readonly string[];
  /** Meta description for search engines, at most 160 characters. */
  metaDescription: string;
  /** The title in search results and share cards, when editors set one apart from `title`. */
  metaTitle?: string;
}

/** An image from the media library, as a page shows it. */
export interface SiteImage {
  /** Its public address in Storage; next/image's loader asks Storage for each width. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Where its subject is (0–1 from the left and the top), kept in frame when it is cropped. */
  focalX: number;
  focalY: number;
}

export interface Service extends ServiceContent {
  /** Its row's id, when read from the database (posts name their services by it). */
  id?: string;
  /** Fixed from the default name, so an edited name never moves the page. */
  slug: string;
  /** A picture beside the overview; the practice's drawing when there is none. */
  image?: SiteImage;
  /** The image the page is shared with; the site's generated card when there is none. */
  shareImage?: SiteImage;
}

export interface ServiceGroup {
  id: ServiceGroupId;
  /** Section title on /services and column title in the mega-menu. */
  title: string;
  description: string;
  /** The three subcategory titles, in display order. */
  subcategories: readonly [string, string, string];
}

export interface IndustryOffering {
  icon: IconName;
  title: string;
  description: string;
}

/** An industry's url slug; the six the site ships with have drawings of their own. */
export type IndustrySlug = string;

/** Industries public/illustrations.svg has a drawing for. */
export const DRAWN_INDUSTRIES = [
  "semiconductor",
  "bfsi",
  "insurance",
  "retail",
  "automotive",
  "telecom-and-network",
] as const;

export interface Industry {
  /** Its row's id, when read from the database (posts name their industries by it). */
  id?: string;
  slug: IndustrySlug;
  /** Card and menu name. */
  name: string;
  /** Route, /industries/{slug}. */
  path: `/industries/${IndustrySlug}`;
  /** Beside its name in the home page's industry links. */
  icon: IconName;
  /** Card description on /industries, one sentence. */
  description: string;
  title: string;
  subtitle: string;
  intro: { heading: string; description: string };
  /** Exactly six key service offerings. */
  offerings: readonly IndustryOffering[];
  metaDescription: string;
  /** The title in search results and share cards, when editors set one apart from `title`. */
  metaTitle?: string;
  /** A picture beside the introduction; the industry's drawing when there is none. */
  image?: SiteImage;
  /** The image the page is shared with; the site's generated card when there is none. */
  shareImage?: SiteImage;
}

export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  /** Tailwind gradient classes for the card's icon tile. */
  gradient: string;
}

export interface LeadershipPerson {
  /** Its row's id, when read from the database (a post names its author by it). */
  id?: string;
  name: string;
  position: string;
  experience: string;
  /** Path of the drawing under /public, shown when no photo is chosen. */
  image: string;
  imageAlt: string;
  /** A portrait from the media library. */
  photo?: SiteImage;
}

export interface Value {
  icon: IconName;
  title: string;
  description: string;
}

export interface Milestone {
  year: string;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface OfficeHours {
  day: string;
  hours: string;
}

export interface DepartmentContact {
  name: string;
  email: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
}

/** An office; the first the site lists is the headquarters, whose details every page shows. */
export interface Office extends PostalAddress {
  name: string;
  phone: string;
  email: string;
}

export interface NavLink {
  label: string;
  href: string;
}

/** The drawings of public/illustrations.svg: the hero, each practice and each industry. */
export type IllustrationName =
  "hero" | ServiceGroupId | `industry-${(typeof DRAWN_INDUSTRIES)[number]}`;

/** Names of the icons content may use (components/ui/icon.tsx draws them). */
export const ICON_NAMES = [
  "activity",
  "alert-circle",
  "alert-triangle",
  "arrow-right",
  "award",
  "badge-check",
  "bank",
  "battery",
  "binary",
  "blocks",
  "brain",
  "bug",
  "building",
  "car",
  "cart",
  "chart",
  "check",
  "check-circle",
  "chevron-down",
  "chip",
  "circuit",
  "clipboard-check",
  "clock",
  "close",
  "cloud",
  "code",
  "cog",
  "coins",
  "compass",
  "credit-card",
  "database",
  "external",
  "facebook",
  "file-check",
  "file-text",
  "find",
  "fingerprint",
  "flask",
  "gauge",
  "git-branch",
  "handshake",
  "headset",
  "history",
  "layers",
  "lightbulb",
  "link",
  "linkedin",
  "loader",
  "lock",
  "log-out",
  "mail",
  "map-pin",
  "menu",
  "microscope",
  "monitor-check",
  "moon",
  "network",
  "package",
  "pencil",
  "phone",
  "plug",
  "puzzle",
  "radar",
  "repeat",
  "rocket",
  "route",
  "ruler",
  "scale",
  "search",
  "server",
  "shield",
  "shield-alert",
  "shuffle",
  "signal",
  "smartphone",
  "sparkles",
  "store",
  "sun",
  "tags",
  "target",
  "timer",
  "trash",
  "trending-up",
  "truck",
  "twitter",
  "umbrella",
  "user-check",
  "users",
  "wifi-off",
  "workflow",
  "wrench",
  "zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
