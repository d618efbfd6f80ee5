import { company } from "./company";
import type { Industry, NavLink, Service, ServiceGroup } from "./types";

/** A practice's column in the Services menu, in the subcategories /services shows. */
export interface MenuColumn {
  title: string;
  href: string;
  sections: { title: string; links: NavLink[] }[];
}

export type NavMenu = { kind: "list"; links: NavLink[] } | { kind: "mega"; columns: MenuColumn[] };

export interface NavItem extends NavLink {
  menu?: NavMenu;
}

export const aboutLinks: NavLink[] = [
  { label: "Company Overview", href: "/about" },
  { label: "Leadership Team", href: "/about#leadership" },
  { label: "Our Values", href: "/about#values" },
  { label: "History", href: "/about#history" },
];

export const MAIN_LINKS = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Industries", href: "/industries" },
  { label: "Contact", href: "/contact" },
] as const;

/** The words the menus are built from: an editor may have changed any of them. */
export interface NavigationSource {
  main: readonly { label: string }[];
  about: readonly NavLink[];
  groups: readonly ServiceGroup[];
  services: readonly Service[];
  industries: readonly Industry[];
  /** The links that end cut lists, with their blanks (subcategoryPage.allIn, labels.allIndustries). */
  allIn: string;
  allIndustries: string;
  /** The link to the posts, once there are any. */
  insights?: NavLink;
}

export const navigationLabels = {
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  toggleTheme: "Toggle dark mode",
  /** The header's link to the site search (an icon on wide screens, a row in the phone menu). */
  search: "Search",
  newTab: "(opens in a new tab)",
  primary: "Primary",
  /** Appended to an item's label to name its menu toggle, e.g. "Services menu". */
  submenuSuffix: "menu",
  /** Ends the industries' list in the menu and the footer once it is cut; {count} is filled in. */
  allIndustries: "All {count} industries",
} as const;

export const footerNavigation = {
  company: {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Leadership", href: "/about#leadership" },
      { label: "Careers", href: "/contact" },
      { label: "Contact", href: "/contact" },
      { label: "Locations", href: "/locations" },
    ],
  },
  servicesTitle: "Services",
  industriesTitle: "Industries",
  social: [
    { network: "linkedin", label: company.social.linkedin },
    { network: "twitter", label: company.social.twitter },
    { network: "facebook", label: company.social.facebook },
  ],
  policies: ["Privacy Policy", "Terms of Service", "Cookie Policy"],
} as const;
