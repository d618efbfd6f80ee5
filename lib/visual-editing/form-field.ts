import { collectionPath } from "@/lib/collections/fields";
import { definitionOf, isCollectionName } from "@/lib/collections/registry";
import { parseRef } from "./marks";

/**
 * Fields a page shows that are too large to edit in a box over the page (a post's body, with its
 * own editor and toolbar; a page's blocks): opening one on the page opens its item's form instead.
 */
export function formForRefs(refs: readonly string[]): string | null {
  for (const ref of refs) {
    const parsed = parseRef(ref);
    // A text of a block is edited where it stands; only the block around it opens the form.
    if (parsed?.kind !== "item" || parsed.part || !isCollectionName(parsed.collection)) continue;
    const field = definitionOf(parsed.collection).fields.find(
      (candidate) => candidate.name === parsed.field,
    );
    if (field?.kind === "rich-text" || field?.kind === "blocks") {
      return collectionPath(parsed.collection, `/${parsed.id}`);
    }
  }
  return null;
}
