import type { IconName } from "@/content/types";

/**
 * The shape of what editors can change about a collection the site reads from the database,
 * field by field, with the rules its table's checks hold (supabase/migrations/…_collections.sql),
 * so a form can refuse what the database would and say why before anything is sent. Each
 * collection's fields and their words are in content/admin-collections.ts.
 */

/** Each collection by its table's name, in the order /admin lists them. */
export const COLLECTION_NAMES = [
  "services",
  "industries",
  "home_service_cards",
  "company_values",
  "leaders",
  "milestones",
  "faqs",
  "office_hours",
  "department_contacts",
  "offices",
  "page_share_images",
  "redirects",
] as const;

export type CollectionName = (typeof COLLECTION_NAMES)[number];

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(value);
}

/** A collection's screens in /admin, at its table's name with hyphens: /admin/office-hours. */
export function collectionPath(name: CollectionName, rest = ""): string {
  return `/admin/${name.replaceAll("_", "-")}${rest}`;
}

/** The collection an /admin address segment names, if any. */
export function collectionFromSegment(segment: string): CollectionName | null {
  const name = segment.replaceAll("-", "_");
  return segment.includes("_") || !isCollectionName(name) ? null : name;
}

export interface IconCardValue {
  icon: IconName | "";
  title: string;
  description: string;
}

/** A field's value while it is edited: one text, a list of lines, or a list of cards. */
export type FieldValue = string | string[] | IconCardValue[];

export type ItemValues = Record<string, FieldValue>;

export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 5000;
export const META_DESCRIPTION_MAX = 160;
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PATH_MAX = 300;
export const EMAIL_MAX = 254;
/** The tables' rule for addresses: something, an @, something with a dot. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a request can be an item's id (a uuid). */
export function isItemId(value: unknown): value is string {
  return typeof value === "string" && ITEM_ID.test(value);
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
}

export type FieldSpec =
  | (FieldBase & { kind: "text" | "long-text"; max: number })
  /** A URL segment or id: derived from `from` until the editor changes it; unique in its table. */
  | (FieldBase & {
      kind: "slug";
      from: string;
      /** Segments the site's own pages use at the same address, which no item may take. */
      reserved?: readonly string[];
    })
  | (FieldBase & {
      kind: "select";
      /** The choices, which may depend on the item's other values. */
      options: (values: ItemValues) => readonly { value: string; label: string }[];
      /** Whether no two items may make the same choice. */
      unique?: boolean;
    })
  | (FieldBase & { kind: "icon-cards" | "text-list"; min: number; max: number })
  /**
   * An image from the media library, by its id; unless required, the page has a default. When
   * the default is a picture described by one of the item's text fields, `standInAlt` names
   * that field (clicking the stand-in on the page offers this field too).
   */
  | (FieldBase & { kind: "image"; required?: boolean; standInAlt?: string })
  /** A year, stored as a number. */
  | (FieldBase & { kind: "year"; min: number; max: number })
  | (FieldBase & { kind: "email" })
  /**
   * A code-like text of a set form (an address on this site, a country code), said back with
   * `invalid` when it does not match; `differsFrom` names a field it must not equal.
   */
  | (FieldBase & {
      kind: "pattern";
      pattern: RegExp;
      max: number;
      invalid: string;
      unique: boolean;
      differsFrom?: string;
    });

/** An image an editor can choose for an image field: the library's, by its alt text. */
export interface ImageChoice {
  id: string;
  label: string;
  /** A small rendering of it, for the form's preview. */
  thumbnail: string;
}

/** How the list shows an item: its name, a line under it, and the public address it opens. */
export interface ListedItem {
  id: string;
  name: string;
  detail: string;
  /** Whether the line under the name is an address (set in a typewriter face) or words. */
  detailIsAddress: boolean;
  href: string;
}

export interface CollectionSpec {
  name: CollectionName;
  /** One item, in running text: "service". */
  item: string;
  /** The collection, in running text: "services". */
  items: string;
  title: string;
  /** The field the list names each item by. */
  nameField: string;
  /** For items with a page of their own: the overview page a removed one's address can go to. */
  overview?: { path: string; label: string };
  /** What editors should know about how the site shows the list. */
  note?: string;
  /** Whether the site shows the items in an order editors set (and so copies go after their original). */
  ordered: boolean;
  /** The item as its list shows it. */
  listed: (id: string, values: ItemValues) => ListedItem;
  fields: readonly FieldSpec[];
}
