import { serviceGroups } from "@/content/services";
import type { Service, ServiceGroup, ServiceGroupId } from "@/content/types";
import { shortList } from "@/lib/short-list";
import { slugify } from "@/lib/slug";
import { services } from "./catalogue";

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
