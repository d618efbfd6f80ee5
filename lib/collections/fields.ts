import type { CollectionWords, DefinitionBase, FieldDefinition, FieldWords } from "./definition";
import type { ItemValues, ListedItem } from "./item-values";
import type { CollectionName } from "./registry";

/**
 * The shape of what editors can change about a collection the site reads from the database,
 * field by field, with the rules its table's checks hold (supabase/migrations/…_collections.sql),
 * so a form can refuse what the database would and say why before anything is sent. Each
 * collection's fields are in lib/collections/registry/, their words in content/collections/.
 */

/**
 * Collections whose screens are not at their table's name: /admin/pages is the room of the
 * site's own pages' texts, so the pages editors build from blocks have theirs beside it.
 */
export const ADMIN_SEGMENTS: Readonly<Partial<Record<CollectionName, string>>> = {
  pages: "built-pages",
};

/** A collection's screens in /admin, at its table's name with hyphens: /admin/office-hours. */
export function collectionPath(name: CollectionName, rest = ""): string {
  return `/admin/${ADMIN_SEGMENTS[name] ?? name.replaceAll("_", "-")}${rest}`;
}

/** A field as its form shows it: its rules (lib/collections/registry/) with its words. */
export type FieldSpec = FieldDefinition & FieldWords;

/** A collection as /admin shows it: its definition with its words, its fields' among them. */
export interface CollectionSpec
  extends
    Omit<DefinitionBase, "table" | "words" | "listed" | "fields">,
    Omit<CollectionWords, "fields"> {
  name: CollectionName;
  /** The item as its list shows it. */
  listed: (id: string, values: ItemValues) => ListedItem;
  fields: readonly FieldSpec[];
}
