import { about } from "./about";
import { company } from "./company";
import { contact } from "./contact";
import { notFoundPage } from "./errors";
import { footer } from "./footer";
import { home } from "./home";
import { industryPageLabels } from "./industries-page";
import { industriesOverview } from "./industries";
import { locations } from "./locations";
import { aboutLinks, footerNavigation, MAIN_LINKS, navigationLabels } from "./navigation";
import { serviceGroups } from "./services";
import { servicePageLabels, servicesPage, subcategoryPage } from "./services-page";

/**
 * Which content editors can change in /admin without a deploy: every string of the modules
 * listed in `siteTextSections`, under the page /admin shows it on. The keys and defaults are
 * derived from this list by lib/site-text/catalogue.ts. The things the site lists (services,
 * industries, people, questions…) are collections, edited item by item, not site text.
 */

export interface SiteTextPage {
  id: SiteTextPageId;
  label: string;
  /** The public route showing the page; the header and footer show on every route. */
  path: string;
  /** Which part of the page picker lists it. */
  group: SiteTextPageGroup;
  /** The start its keys share, left out of the field names editors see ("" for none). */
  root: string;
}

export type SiteTextPageId = string;

export type SiteTextPageGroup = "pages" | "layout";

/** One content module under its key prefix. */
export interface SiteTextSection {
  page: SiteTextPage;
  prefix: string;
  content: unknown;
}

/** Navigation texts; links and structure stay in content/navigation.ts. */
export const navigationText = {
  labels: navigationLabels,
  main: MAIN_LINKS.map(({ label }) => ({ label })),
  about: aboutLinks,
  footer: footerNavigation,
} as const;

/**
 * The company's name as the header and footer show it. Page titles, structured data and the
 * share image keep the registered name from content/company.ts.
 */
export const brandText = {
  name: company.name,
  /** The header's logo: the short name, then the rest, which narrow screens leave out. */
  logo: {
    first: company.shortName,
    second: company.name.slice(company.shortName.length).trim(),
  },
} as const;

const LAYOUT: SiteTextPage = {
  id: "layout",
  group: "layout",
  label: "Navigation & footer",
  path: "/",
  root: "",
};

const HOME: SiteTextPage = { id: "home", group: "pages", label: "Home", path: "/", root: "home" };
const ABOUT: SiteTextPage = {
  id: "about",
  group: "pages",
  label: "About",
  path: "/about",
  root: "about",
};
const SERVICES: SiteTextPage = {
  id: "services",
  group: "pages",
  label: "Services overview",
  path: "/services",
  root: "services",
};
const INDUSTRIES: SiteTextPage = {
  id: "industries",
  group: "pages",
  label: "Industries overview",
  path: "/industries",
  root: "industries",
};
const CONTACT: SiteTextPage = {
  id: "contact",
  group: "pages",
  label: "Contact",
  path: "/contact",
  root: "contact",
};
const LOCATIONS: SiteTextPage = {
  id: "locations",
  group: "pages",
  label: "Locations",
  path: "/locations",
  root: "locations",
};

export const siteTextSections: readonly SiteTextSection[] = [
  { page: HOME, prefix: "home", content: home },
  { page: ABOUT, prefix: "about", content: about },
  { page: SERVICES, prefix: "services", content: servicesPage },
  { page: SERVICES, prefix: "services.groups", content: serviceGroups },
  { page: SERVICES, prefix: "services.labels", content: servicePageLabels },
  { page: SERVICES, prefix: "services.areas", content: subcategoryPage },
  { page: INDUSTRIES, prefix: "industries", content: industriesOverview },
  { page: INDUSTRIES, prefix: "industries.labels", content: industryPageLabels },
  { page: CONTACT, prefix: "contact", content: contact },
  { page: LOCATIONS, prefix: "locations", content: locations },
  { page: LAYOUT, prefix: "navigation", content: navigationText },
  { page: LAYOUT, prefix: "footer", content: footer },
  { page: LAYOUT, prefix: "company", content: brandText },
  { page: LAYOUT, prefix: "errors.not-found", content: notFoundPage },
];

/** Keys whose names predate the mechanical rule; editors' stored values keep working. */
export const KEY_ALIASES: Readonly<Record<string, string>> = {
  "about.story.text": "about.story",
};
