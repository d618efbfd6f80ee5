import type { SiteImage } from "@/content/types";
import type { SiteImages } from "@/lib/media/site-images";
import { itemRef, markText } from "@/lib/visual-editing/marks";
import { type CollectionName, definitionOf } from "./registry";

/**
 * A row whose words carry their edit marks, for "Edit on the page": each field an editor types
 * words into (not names of things the site looks up, like a slug or a choice).
 */
export function markedRow<Row extends { id: string }>(collection: CollectionName, row: Row): Row {
  const marked: Record<string, unknown> = { ...row };
  const { fields } = definitionOf(collection);
  for (const field of fields) {
    const value = marked[field.name];
    if ((field.kind === "text" || field.kind === "long-text") && typeof value === "string") {
      marked[field.name] = markText(value, itemRef(collection, row.id, field.name));
    }
  }
  // A stand-in picture's description also names the image field that would replace it.
  for (const field of fields) {
    if (field.kind !== "image" || !field.standInAlt || marked[field.name]) continue;
    const alt = marked[field.standInAlt];
    if (typeof alt === "string") {
      marked[field.standInAlt] = markText(alt, itemRef(collection, row.id, field.name));
    }
  }
  // The same row with some of its texts marked: every field keeps its type.
  return marked as Row;
}

/**
 * The library's images a marked row chooses, each alt naming the field that chose it: only
 * those, since the row's page item looks up no others.
 */
export function markedImages<Row extends { id: string }>(
  images: SiteImages,
  collection: CollectionName,
  row: Row,
): SiteImages {
  const values: Record<string, unknown> = row;
  const marked = new Map<string, SiteImage>();
  for (const field of definitionOf(collection).fields) {
    const id = values[field.name];
    if (field.kind !== "image" || typeof id !== "string") continue;
    const image = marked.get(id) ?? images.get(id);
    const ref = itemRef(collection, row.id, field.name);
    if (image) marked.set(id, { ...image, alt: markText(image.alt, ref) });
  }
  return marked;
}
