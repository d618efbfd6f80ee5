import type { SiteImages } from "@/lib/media/site-images";
import type { Database, Tables } from "@/lib/supabase/database.types";
import type { ItemValues, ListedItem } from "./item-values";

/**
 * The shape of a collection's definition (lib/collections/registry/): its table, its fields with
 * the rules its table's checks hold (supabase/migrations/), how /admin lists and edits its
 * items, and how the public site shows them. Its words are in content/collections/.
 */

/** A table of the database, as the generated types name it. */
export type TableName = keyof Database["public"]["Tables"];

/** A column of `table`. */
export type Column<Table extends TableName> = Extract<keyof Tables<Table>, string>;

/** The collections other items may refer to, by id. */
export type ReferenceTarget = "industries" | "services" | "leaders";

export interface Option {
  value: string;
  label: string;
}

/** The rules of a field of each kind; `Name` is what a field may name: its table's columns. */
type Rules<Name extends string> =
  /** A text; an optional one may stay empty, and is then stored as null. */
  | { kind: "text" | "long-text"; max: number; optional?: boolean }
  /** A calendar day, stored as a date (YYYY-MM-DD). */
  | { kind: "date" }
  /** A yes-or-no choice, stored as a boolean; off unless ticked. */
  | { kind: "flag" }
  /** One item of another collection by its id, or none unless required. */
  | { kind: "reference"; to: ReferenceTarget; required?: boolean }
  /** Items of another collection by their ids, at most `max` (a many-to-many relation). */
  | { kind: "references"; to: ReferenceTarget; max: number }
  /** Figures and what they measure, one "figure | label" line each, stored as {figure, label}. */
  | { kind: "figures"; max: number }
  /** A rich-text document (lib/rich-text/document.ts), stored as its JSON. */
  | { kind: "rich-text" }
  /** A page's blocks (lib/blocks/types.ts), stored as their JSON array. */
  | { kind: "blocks" }
  /** A URL segment or id: derived from `from` until the editor changes it; unique in its table. */
  | {
      kind: "slug";
      from: Name;
      /** Segments the site's own pages use at the same address, which no item may take. */
      reserved?: readonly string[];
      /** An id the site keys on rather than an address: only admins see it; it follows `from`. */
      internal?: boolean;
    }
  | {
      kind: "select";
      /** The choices, which may depend on the item's other values. */
      options: (values: ItemValues) => readonly Option[];
      /** Whether no two items may make the same choice. */
      unique?: boolean;
      /** A new item's choice; none: the editor must choose. */
      initial?: string;
    }
  | { kind: "icon-cards" | "text-list"; min: number; max: number }
  /**
   * An image from the media library, by its id; unless required, the page has a default. When
   * the default is a picture described by one of the item's text fields, `standInAlt` names
   * that field (clicking the stand-in on the page offers this field too).
   */
  | { kind: "image"; required?: boolean; standInAlt?: Name }
  /** A year, stored as a number. */
  | { kind: "year"; min: number; max: number }
  | { kind: "email" }
  /**
   * A code-like text of a set form (an address on this site, a country code), said back with
   * `invalid` (its words, from content/) when it does not match; `differsFrom` names a field it
   * must not equal; `refuse` says why a value of the right form still cannot be used (an
   * address a route of the site serves).
   */
  | {
      kind: "pattern";
      pattern: RegExp;
      max: number;
      invalid: string;
      unique: boolean;
      differsFrom?: Name;
      refuse?: (value: string) => string | undefined;
    };

/** One field: a column of its table and how editors change it. */
export type FieldDefinition<Name extends string = string> = { name: Name } & Rules<Name>;

/** A field's words in the form: its label, and what to know when filling it in. */
export interface FieldWords {
  label: string;
  hint?: string;
}

/** A collection's words in /admin (content/collections/), its fields' by their names. */
export interface CollectionWords {
  /** One item, in running text: "service". */
  item: string;
  /** The collection, in running text: "services". */
  items: string;
  title: string;
  /** What editors should know about how the site shows the list. */
  note?: string;
  fields: Readonly<Record<string, FieldWords>>;
}

/** How the list shows an item, given its values and its name (its name field's value). */
export type Listing = (id: string, values: ItemValues, name: string) => ListedItem;

/** Where the public site shows a collection: a list in `Collections` (lib/collections/load.ts). */
export interface SiteList<Table extends TableName, Item> {
  /** The list's name in `Collections`. */
  key: Uncapitalize<string>;
  /** A stored row as the pages show it; null leaves a row the pages cannot show out. */
  fromRow: (row: Tables<Table>, images: SiteImages) => Item | null;
  /**
   * The list the site ships with (content/), shown when the backend cannot answer. Loaded only
   * then, so the admin's browser code, which reads the definitions for their fields, never
   * carries the shipped lists.
   */
  defaults: () => Promise<readonly Item[]>;
}

/**
 * For items that are pages of their own: the fields their search result and share card are made
 * of, which the form previews as the editor types (components/admin/collections/seo-preview).
 */
export interface SeoPreview<Name extends string = string> {
  /** The title search results show in place of the page's own. */
  title: Name;
  /** The description search results show. */
  description: Name;
  /** The images a share card shows, the first one set. */
  images: readonly Name[];
  /**
   * What shows while `title` or `description` is empty: other fields of the item, or
   * "site-text" for the pages that are not items, whose texts are the site's at the item's path.
   */
  fallback: { title: Name; description?: Name } | "site-text";
}

/** What every definition has, whatever its table: what /admin and the rules read. */
export interface DefinitionBase<Name extends string = string> {
  table: TableName;
  words: CollectionWords;
  /** The field the list names each item by. */
  nameField: Name;
  /** Whether the site shows the items in an order editors set (and so copies go after their original). */
  ordered: boolean;
  /** Whether an item can be staged for preview rather than saved live. */
  stageable: boolean;
  /** For items with a page of their own: the overview page a removed one's address can go to. */
  overview?: { path: string; label: string };
  listed: Listing;
  fields: readonly FieldDefinition<Name>[];
  /** For a list in no set order: the date field it is listed by, newest first. */
  newestFirst?: Name;
  /**
   * Fields too large to read for every item of a long list (a post's body): the admin's lists,
   * checks and palette leave them out, and only the item's own form reads them.
   */
  largeFields?: readonly Name[];
  /** For items that are pages: how their form previews their search result and share card. */
  seoPreview?: SeoPreview<Name>;
}

/** The fields a definition may have: the columns of its table that have words. */
type FieldName<Table extends TableName, Words extends CollectionWords> = Column<Table> &
  Extract<keyof Words["fields"], string>;

/**
 * A collection, declared once: `Table` is its table, `Words` its words (content/collections/),
 * `Item` what the public site shows of a row (none for a collection the site reads otherwise).
 * A field that is not a column of the table, or that has no words, does not type-check.
 */
export interface CollectionDefinition<
  Table extends TableName,
  Words extends CollectionWords,
  Item = never,
> extends DefinitionBase<FieldName<Table, Words>> {
  table: Table;
  words: Words;
  site?: SiteList<Table, Item>;
}
