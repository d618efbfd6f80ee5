import { company } from "./company";
import { industries } from "./industries";
import { serviceGroups, serviceHref, services } from "./services";
import type { NavLink } from "./types";

export interface MenuColumn {
  title: string;
  href: string;
  links: NavLink[];
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

export const serviceColumns: MenuColumn[] = serviceGroups.map((group) => ({
  title: group.title,
  href: `/services#${group.id}`,
  links: services
    .filter((service) => service.group === group.id)
    .map((service) => ({ label: service.name, href: serviceHref(service) })),
}));

export const industryLinks: NavLink[] = industries.map((industry) => ({
  label: industry.name,
  href: industry.path,
}));

export const mainNavigation: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about", menu: { kind: "list", links: aboutLinks } },
  { label: "Services", href: "/services", menu: { kind: "mega", columns: serviceColumns } },
  { label: "Industries", href: "/industries", menu: { kind: "list", links: industryLinks } },
  { label: "Contact", href: "/contact" },
];

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
  services: {
    title: "Services",
    links: serviceGroups.map((group) => ({ label: group.title, href: `/services#${group.id}` })),
  },
  industries: { title: "Industries", links: industryLinks },
  social: [
    { network: "linkedin", label: company.social.linkedin },
    { network: "twitter", label: company.social.twitter },
    { network: "facebook", label: company.social.facebook },
  ],
  policies: ["Privacy Policy", "Terms of Service", "Cookie Policy"],
} as const;

export const navigationLabels = {
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  toggleTheme: "Toggle dark mode",
  primary: "Primary",
  /** Appended to an item's label to name its menu toggle, e.g. "Services menu". */
  submenuSuffix: "menu",
} as const;
