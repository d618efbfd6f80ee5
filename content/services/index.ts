import { slugify } from "@/lib/slug";
import type { Department, Service, ServiceGroup, ServiceGroupId } from "../types";
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

/** All 28 services in the order the specification lists them. */
export const services: readonly Service[] = [
  ...semiconductorServices,
  ...embeddedServices,
  ...softwareServices,
];

export function serviceSlug(service: Service): string {
  return slugify(service.name);
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

/** A group's subcategories with their services, in display order. */
export function servicesBySubcategory(groupId: ServiceGroupId): SubcategoryWithServices[] {
  const group = serviceGroups.find((g) => g.id === groupId);
  if (!group) return [];
  return group.subcategories.map((title) => ({
    title,
    services: services.filter((s) => s.group === groupId && s.subcategory === title),
  }));
}

/** Departments a visitor can pick on /contact, one per service, named after it. */
export const departments: readonly Department[] = services.map((service) => ({
  id: service.department,
  name: service.name,
}));
