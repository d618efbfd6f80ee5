import { industries } from "@/content/industries";
import { allSubcategories, hasOwnPage } from "@/lib/services/subcategories";
import { serviceHref, services } from "@/lib/services/catalogue";
import type { Industry, Service } from "@/content/types";

/** Every public route of a site listing these services and industries. */
export function routesOf(lists: {
  services: readonly Service[];
  industries: readonly Industry[];
}): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...lists.services.map(serviceHref),
    ...allSubcategories(undefined, lists.services)
      .filter(hasOwnPage)
      .map((subcategory) => subcategory.href),
    "/industries",
    ...lists.industries.map((industry) => industry.path),
    "/contact",
    "/locations",
  ];
}

/** The routes of the site as it ships (content/), for the tests that visit them all. */
export const publicRoutes: string[] = routesOf({ services, industries });
