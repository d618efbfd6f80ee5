import type { DefinitionBase } from "./definition";
import { ADMIN_SEGMENTS } from "./fields";
import { companyValues } from "./registry/company-values";
import { departmentContacts } from "./registry/department-contacts";
import { faqs } from "./registry/faqs";
import { homeServiceCards } from "./registry/home-service-cards";
import { industries } from "./registry/industries";
import { leaders } from "./registry/leaders";
import { milestones } from "./registry/milestones";
import { officeHours } from "./registry/office-hours";
import { offices } from "./registry/offices";
import { pages } from "./registry/pages";
import { pageShareImages } from "./registry/page-share-images";
import { posts } from "./registry/posts";
import { redirects } from "./registry/redirects";
import { services } from "./registry/services";

/**
 * Every collection editors change, by its table's name, in the order /admin lists them: each
 * declared once, in lib/collections/registry/. Loading, validation, the admin's list and form,
 * staging and the sitemap read them from here.
 */
export const registry = {
  posts,
  pages,
  services,
  industries,
  home_service_cards: homeServiceCards,
  company_values: companyValues,
  leaders,
  milestones,
  faqs,
  office_hours: officeHours,
  department_contacts: departmentContacts,
  offices,
  page_share_images: pageShareImages,
  redirects,
};

export type Registry = typeof registry;

export type CollectionName = keyof Registry;

/** Each definition under the name of its own table: one registered under another's fails here. */
const byTable: { [Name in CollectionName]: Registry[Name] & { table: Name } } = registry;

/** Each collection by its table's name, in the order /admin lists them. */
export const COLLECTION_NAMES: readonly CollectionName[] = Object.values(byTable).map(
  (definition) => definition.table,
);

export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(registry, value);
}

/** The collection an /admin address segment names, if any. */
export function collectionFromSegment(segment: string): CollectionName | null {
  const named = COLLECTION_NAMES.find((name) => ADMIN_SEGMENTS[name] === segment);
  if (named) return named;
  const name = segment.replaceAll("-", "_");
  return segment.includes("_") || !isCollectionName(name) || ADMIN_SEGMENTS[name] ? null : name;
}

/** A collection's definition as the rules and /admin read it, whatever its table. */
export function definitionOf(collection: CollectionName): DefinitionBase {
  return registry[collection];
}

/** Whether a list's items can be staged for preview rather than saved live. */
export function canStage(collection: CollectionName): boolean {
  return registry[collection].stageable;
}
