import { slugify } from "@/lib/slug";
import type { Department, Service, ServiceContent, ServiceGroup, ServiceGroupId } from "../types";
import { embeddedServices } from "./embedded";
import { semiconductorServices } from "./semiconductors";
import { softwareServices } from "./software";

export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: "semiconductors",
    title: "Semiconductors",
    description:
      "From RTL to silicon in the lab: design, verification, implementation, signoff, test and post-silicon validation.",
    subcategories: ["Design & Verification", "Implementation & Signoff", "Test & Validation"],
  },
  {
    id: "embedded",
    title: "Embedded",
    description:
      "Firmware, drivers, board support and operating systems for the hardware you ship, secured and verified.",
    subcategories: ["Firmware & Drivers", "OS & Platform", "Security & V&V"],
  },
  {
    id: "software",
    title: "Software",
    description:
      "Data, AI, cloud, enterprise applications and the infrastructure that keeps them running.",
    subcategories: ["AI, Data & Cloud", "Application Services", "Infrastructure & Technical"],
  },
];

function withSlug(service: ServiceContent): Service {
  return { ...service, slug: slugify(service.name) };
}

/** All 28 services in the order the specification lists them. */
export const services: readonly Service[] = [
  ...semiconductorServices,
  ...embeddedServices,
  ...softwareServices,
].map(withSlug);

export function serviceSlug(service: Service): string {
  return service.slug;
}

export function serviceHref(service: Service): `/services/${string}` {
  return `/services/${serviceSlug(service)}`;
}

export function findServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => serviceSlug(service) === slug);
}

export interface SubcategoryWithServices {
  title: string;
  services: readonly Service[];
}

/**
 * A group's subcategories with their services, in display order. Services are matched to the
 * default subcategory titles, so edited titles (passed in `groups`) never regroup them; a
 * service naming none of them is listed under the first, so it is never missing from /services.
 */
export function servicesBySubcategory(
  groupId: ServiceGroupId,
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): SubcategoryWithServices[] {
  const group = serviceGroups.find((g) => g.id === groupId);
  const shown = groups.find((g) => g.id === groupId);
  if (!group || !shown) return [];
  return group.subcategories.map((title, i) => ({
    title: shown.subcategories[i] ?? title,
    services: list.filter(
      (s) =>
        s.group === groupId &&
        (s.subcategory === title || (i === 0 && !group.subcategories.includes(s.subcategory))),
    ),
  }));
}

/** The title of a service's subcategory as `groups` show it (edited titles included). */
export function subcategoryTitle(
  service: Service,
  groups: readonly ServiceGroup[] = serviceGroups,
): string {
  const index =
    serviceGroups.find((g) => g.id === service.group)?.subcategories.indexOf(service.subcategory) ??
    -1;
  return groups.find((g) => g.id === service.group)?.subcategories[index] ?? service.subcategory;
}

/** Departments a visitor can pick on /contact, one per service, named after it. */
export function departmentsOf(list: readonly Service[]): Department[] {
  return list.map((service) => ({ id: service.department, name: service.name }));
}

export const departments: readonly Department[] = departmentsOf(services);
