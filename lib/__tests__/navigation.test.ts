import { industries } from "@/content/industries";
import {
  aboutLinks,
  navigationLabels,
  type NavigationSource,
  type NavItem,
} from "@/content/navigation";
import { buildMainNavigation, industryLinks, MENU_LIMITS } from "@/lib/navigation";
import { serviceGroups } from "@/content/services";
import { services } from "@/lib/services/catalogue";
import { subcategorySlug } from "@/lib/services/subcategories";
import { subcategoryPage } from "@/content/services-page";
import type { Industry, Service } from "@/content/types";
import { many } from "./ten-times";

const menuOf = (items: NavItem[], href: string) => items.find((item) => item.href === href)?.menu;

const tenServices: Service[] = many(services, 10);
const tenIndustries: Industry[] = many(industries, 10, "path");

/** The menus at ten times the services and industries, with the shipped words unless given. */
const menusAtTenTimes = (words: Partial<NavigationSource> = {}) =>
  buildMainNavigation({
    main: [],
    about: aboutLinks,
    groups: serviceGroups,
    services: tenServices,
    industries: tenIndustries,
    allIn: subcategoryPage.allIn,
    allIndustries: navigationLabels.allIndustries,
    ...words,
  });

describe("the menus", () => {
  it("list every service and industry as specified while the lists are today's size", () => {
    const items = buildMainNavigation();
    const servicesMenu = menuOf(items, "/services");
    const linked =
      servicesMenu?.kind === "mega"
        ? servicesMenu.columns.flatMap((column) => column.sections.flatMap((s) => s.links))
        : [];
    expect(linked).toHaveLength(services.length);
    expect(linked.some((link) => link.href === "/services#semiconductors")).toBe(false);
    const industriesMenu = menuOf(items, "/industries");
    expect(industriesMenu?.kind === "list" && industriesMenu.links).toEqual(
      industries.map((industry) => ({ label: industry.name, href: industry.path })),
    );
    expect(menuOf(items, "/about")).toEqual({ kind: "list", links: aboutLinks });
  });

  it("stay short at ten times the services and industries, linking to the overviews", () => {
    const items = menusAtTenTimes();
    const servicesMenu = menuOf(items, "/services");
    if (servicesMenu?.kind !== "mega") throw new Error("Services has a mega menu");
    for (const column of servicesMenu.columns) {
      for (const section of column.sections) {
        const inSection = tenServices.filter(
          (service) => service.subcategory === section.title,
        ).length;
        expect(section.links).toHaveLength(MENU_LIMITS.servicesPerSection);
        expect(section.links.at(-1)).toEqual({
          label: `All ${inSection} in ${section.title}`,
          href: `/services/areas/${subcategorySlug(section.title)}`,
        });
      }
    }
    const industriesMenu = menuOf(items, "/industries");
    expect(industriesMenu?.kind === "list" && industriesMenu.links).toEqual([
      ...industryLinks(tenIndustries.slice(0, MENU_LIMITS.industries - 1)),
      { label: "All 60 industries", href: "/industries" },
    ]);
  });
});

describe("the links that end cut lists", () => {
  it("take an editor's wording, with the figures and names filled in", () => {
    const items = menusAtTenTimes({
      allIn: "Every {subcategory} service ({count})",
      allIndustries: "{count} sectors, {unknown} kept as written",
    });
    const servicesMenu = menuOf(items, "/services");
    if (servicesMenu?.kind !== "mega") throw new Error("Services has a mega menu");
    const first = servicesMenu.columns[0]!.sections[0]!;
    const inFirst = tenServices.filter((service) => service.subcategory === first.title).length;
    expect(first.links.at(-1)?.label).toBe(`Every ${first.title} service (${inFirst})`);
    const industriesMenu = menuOf(items, "/industries");
    expect(industriesMenu?.kind === "list" && industriesMenu.links.at(-1)?.label).toBe(
      "60 sectors, {unknown} kept as written",
    );
  });
});
