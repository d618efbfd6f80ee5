import { withBlockText } from "@/lib/blocks/block-texts";
import { parseDocument } from "@/lib/collections/rich-text-field";
import type { ItemValues } from "@/lib/collections/item-values";
import type { EditableField } from "@/lib/visual-editing/editable-text";
import { withoutMarks } from "@/lib/visual-editing/marks";

export type ItemChange = { ok: true; item: ItemValues } | { ok: false; message: string };

/**
 * The item the fields belong to (as the preview shows it) with each field given its new words,
 * as its form would stage it whole. A text of a built page's block is replaced inside the page's
 * layout, checked by the blocks' rules; the first it refuses is the answer, and nothing is staged.
 */
export function changedItem(
  fields: readonly EditableField[],
  values: readonly string[],
): ItemChange {
  const item: ItemValues = { ...fields[0]?.values };
  for (const [i, field] of fields.entries()) {
    const value = withoutMarks(values[i] ?? "");
    if (!field.part) {
      item[field.field] = value;
      continue;
    }
    const changed = withBlockText(parseDocument(String(item[field.field])), field.part, value);
    if (!changed.ok) return changed;
    item[field.field] = JSON.stringify(changed.layout);
  }
  return { ok: true, item };
}
