import type { NavLink, Service, ServiceGroup } from "@/content/types";
import { serviceHref } from "@/lib/services/catalogue";

/** Services suggested from each practice: its first ones, in the order the site lists them. */
export const SERVICES_PER_PRACTICE = 2;

export interface SearchSuggestions {
  practices: NavLink[];
  services: NavLink[];
}

/**
 * Where to start when there is nothing to show: the practices (their sections of /services) and
 * the first services of each, from the content as published.
 */
export function searchSuggestions(
  groups: readonly ServiceGroup[],
  services: readonly Service[],
  perPractice = SERVICES_PER_PRACTICE,
): SearchSuggestions {
  return {
    practices: groups.map((group) => ({ label: group.title, href: `/services#${group.id}` })),
    services: groups.flatMap((group) =>
      services
        .filter((service) => service.group === group.id)
        .slice(0, perPractice)
        .map((service) => ({ label: service.name, href: serviceHref(service) })),
    ),
  };
}
