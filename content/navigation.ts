import { company } from "./company";
import { fillIn } from "@/lib/fill-in";
import { shortList } from "@/lib/short-list";
import { industries } from "./industries";
import {
  serviceGroups,
  serviceHref,
  services,
  servicesBySubcategory,
  SUBCATEGORY_PREVIEW,
} from "./services";
import { subcategoryPage } from "./services-page";
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

const MAIN_LINKS = [
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
}

export const navigationLabels = {
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  toggleTheme: "Toggle dark mode",
  newTab: "(opens in a new tab)",
  primary: "Primary",
  /** Appended to an item's label to name its menu toggle, e.g. "Services menu". */
  submenuSuffix: "menu",
  /** Ends the industries' list in the menu and the footer once it is cut; {count} is filled in. */
  allIndustries: "All {count} industries",
} as const;

const defaults: NavigationSource = {
  main: MAIN_LINKS,
  about: aboutLinks,
  groups: serviceGroups,
  services,
  industries,
  allIn: subcategoryPage.allIn,
  allIndustries: navigationLabels.allIndustries,
};

/**
 * Menus stay short however long the lists grow: past these, a menu shows the first ones and
 * links to the rest (a subcategory's own page, the industries overview). Today's lists are
 * within them, so the menus are as specified.
 */
export const MENU_LIMITS = { servicesPerSection: SUBCATEGORY_PREVIEW, industries: 6 } as const;

/** At most `limit` links: all of them, or the first ones and `more`. */
function upTo(links: NavLink[], limit: number, more: NavLink): NavLink[] {
  return links.length > limit ? [...shortList(links, limit), more] : links;
}

/** The industries a menu or the footer lists (the first ones, then "All N industries"). */
export function industryLinks(
  list: readonly Industry[] = industries,
  allIndustries: string = navigationLabels.allIndustries,
): NavLink[] {
  return upTo(
    list.map((industry) => ({ label: industry.name, href: industry.path })),
    MENU_LIMITS.industries,
    { label: fillIn(allIndustries, { count: list.length }), href: "/industries" },
  );
}

export function buildMainNavigation(source: NavigationSource = defaults): NavItem[] {
  const label = (i: number) => source.main[i]?.label ?? MAIN_LINKS[i]!.label;
  const serviceColumns: MenuColumn[] = source.groups.map((group) => ({
    title: group.title,
    href: `/services#${group.id}`,
    sections: servicesBySubcategory(group.id, source.groups, source.services).map(
      (subcategory) => ({
        title: subcategory.title,
        links: upTo(
          subcategory.services.map((service) => ({
            label: service.name,
            href: serviceHref(service),
          })),
          MENU_LIMITS.servicesPerSection,
          {
            label: fillIn(source.allIn, {
              count: subcategory.services.length,
              subcategory: subcategory.title,
            }),
            href: subcategory.href,
          },
        ),
      }),
    ),
  }));
  return [
    { label: label(0), href: "/" },
    { label: label(1), href: "/about", menu: { kind: "list", links: [...source.about] } },
    { label: label(2), href: "/services", menu: { kind: "mega", columns: serviceColumns } },
    {
      label: label(3),
      href: "/industries",
      menu: { kind: "list", links: industryLinks(source.industries, source.allIndustries) },
    },
    { label: label(4), href: "/contact" },
  ];
}

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

/** The footer's service links: one per practice, to its section of /services. */
export function serviceGroupLinks(groups: readonly ServiceGroup[] = serviceGroups): NavLink[] {
  return groups.map((group) => ({ label: group.title, href: `/services#${group.id}` }));
}
