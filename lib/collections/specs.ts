import type { CollectionSpec } from "./fields";
import { COLLECTION_NAMES, type CollectionName, definitionOf } from "./registry";

/** A collection as /admin shows it: its definition, each field with its words. */
function specOf(name: CollectionName): CollectionSpec {
  const { words, fields, listed, nameField, ordered, stageable, overview } = definitionOf(name);
  const { item, items, title, note } = words;
  return {
    name,
    item,
    items,
    title,
    note,
    nameField,
    ordered,
    stageable,
    overview,
    listed: (id, values) => listed(id, values, String(values[nameField] ?? "")),
    fields: fields.map((field) => ({ ...field, ...words.fields[field.name] })),
  };
}

/**
 * Every collection as the admin's screens, the rules of its writes and "Edit on the page" read
 * it: the registry (lib/collections/registry.ts) with the words of content/collections/. The
 * cast: Object.fromEntries cannot say that its keys are exactly the collections' names.
 */
export const collectionSpecs = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, specOf(name)]),
) as Readonly<Record<CollectionName, CollectionSpec>>;
