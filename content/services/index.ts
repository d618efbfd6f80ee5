import { shortList } from "@/lib/short-list";
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

/**
 * The most lines a subcategory's list takes (the /services overview, the menu, a service page's
 * "More in", the contact form's departments). A subcategory with more services gets a page of
 * its own, and its lists show the first ones and a link to it. Today's largest has five, so the
 * lists are as specified.
 */
export const SUBCATEGORY_PREVIEW = 5;

/** The folder under /services that holds the subcategory pages; no service may take its slug. */
export const SUBCATEGORY_FOLDER = "areas";

export interface SubcategoryWithServices {
  title: string;
  /** From the title as shipped, so an edited title never moves the page. */
  slug: string;
  href: `/services/${typeof SUBCATEGORY_FOLDER}/${string}`;
  group: ServiceGroupId;
  services: readonly Service[];
}

/** A subcategory's address segment: the slug rule, keeping only what a URL path carries as is. */
export function subcategorySlug(title: string): string {
  return slugify(title)
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-");
}

/** Whether a subcategory lists more services than its lists show, so it has a page of its own. */
export function hasOwnPage(subcategory: SubcategoryWithServices): boolean {
  return subcategory.services.length > SUBCATEGORY_PREVIEW;
}

/** The services a subcategory's lists show (then a link to its page, when it has one). */
export function previewOf(subcategory: SubcategoryWithServices): Service[] {
  return shortList(subcategory.services, SUBCATEGORY_PREVIEW);
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
    slug: subcategorySlug(title),
    href: `/services/${SUBCATEGORY_FOLDER}/${subcategorySlug(title)}`,
    group: groupId,
    services: list.filter(
      (s) =>
        s.group === groupId &&
        (s.subcategory === title || (i === 0 && !group.subcategories.includes(s.subcategory))),
    ),
  }));
}

/** Every practice's subcategories with their services, in display order. */
export function allSubcategories(
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): SubcategoryWithServices[] {
  return serviceGroups.flatMap((group) => servicesBySubcategory(group.id, groups, list));
}

/** The subcategory a service is listed under. */
export function subcategoryOf(
  service: Service,
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): SubcategoryWithServices | undefined {
  return servicesBySubcategory(service.group, groups, list).find((subcategory) =>
    subcategory.services.some((s) => s.slug === service.slug),
  );
}

/** Departments a visitor can pick on /contact, one per service, named after it. */
export function departmentsOf(list: readonly Service[]): Department[] {
  return list.map((service) => ({ id: service.department, name: service.name }));
}

/** A practice's departments, as the contact form's Department select groups them. */
export interface DepartmentGroup {
  practice: string;
  departments: readonly Department[];
}

/**
 * The contact form's departments by practice, each subcategory's first few as its lists show
 * them, so the select stays short however many services there are. A service page's link may
 * ask for any other: the form adds it then (components/contact/requested-department.ts).
 */
export function departmentChoices(
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): DepartmentGroup[] {
  return groups.map((group) => ({
    practice: group.title,
    departments: departmentsOf(
      servicesBySubcategory(group.id, groups, list).flatMap((subcategory) =>
        previewOf(subcategory),
      ),
    ),
  }));
}

/** Every department with its practice's title, for a form asked for one its select leaves out. */
export function departmentDirectory(
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): (Department & { practice: string })[] {
  return groups.flatMap((group) =>
    departmentsOf(
      servicesBySubcategory(group.id, groups, list).flatMap((subcategory) => subcategory.services),
    ).map((department) => ({ ...department, practice: group.title })),
  );
}

export const departments: readonly Department[] = departmentsOf(services);
