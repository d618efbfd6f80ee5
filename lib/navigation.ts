import { industries } from "@/content/industries";
import {
  aboutLinks,
  MAIN_LINKS,
  type MenuColumn,
  navigationLabels,
  type NavigationSource,
  type NavItem,
} from "@/content/navigation";
import { serviceGroups } from "@/content/services";
import { subcategoryPage } from "@/content/services-page";
import type { Industry, NavLink, ServiceGroup } from "@/content/types";
import { fillIn } from "@/lib/fill-in";
import { shortList } from "@/lib/short-list";
import { serviceHref, services } from "@/lib/services/catalogue";
import { servicesBySubcategory, SUBCATEGORY_PREVIEW } from "@/lib/services/subcategories";

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
    ...(source.insights ? [source.insights] : []),
    { label: label(4), href: "/contact" },
  ];
}

/** The footer's service links: one per practice, to its section of /services. */
export function serviceGroupLinks(groups: readonly ServiceGroup[] = serviceGroups): NavLink[] {
  return groups.map((group) => ({ label: group.title, href: `/services#${group.id}` }));
}
