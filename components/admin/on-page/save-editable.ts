import { stageItem } from "@/app/(editor)/admin/[collection]/actions";
import { loadEditables, stageText } from "@/app/(editor)/admin/on-page/actions";
import { previewText } from "@/content/preview";
import type { Editable } from "@/lib/visual-editing/editable-text";
import { withoutMarks } from "@/lib/visual-editing/marks";

const t = previewText.edit;

/**
 * What staging one box gave: the text or field as it now stands, or why not (with how it
 * stands now, when someone else changed it meanwhile: the next save goes over that).
 */
export type SaveOutcome =
  { ok: true; editable: Editable } | { ok: false; message: string; editable?: Editable };

/**
 * Stages the words of one box. A site text goes back to its default when given the default's
 * words; an item is staged whole, as its form stages it, with this field changed, and checked
 * as its form checks it.
 */
export async function saveEditable(editable: Editable, value: string): Promise<SaveOutcome> {
  if (editable.kind === "text") {
    const result = await stageText(
      editable.key,
      value === editable.defaultValue ? null : value,
      editable.staged?.at ?? null,
    ).catch(() => null);
    if (!result) return { ok: false, message: t.failed };
    if (result.ok) return { ok: true, editable: result.text };
    if (result.reason === "conflict") {
      return {
        ok: false,
        editable: result.text,
        message: t.conflict(result.text.staged?.by ?? t.someone),
      };
    }
    if (result.reason === "not-permitted") return { ok: false, message: t.signedOut };
    return { ok: false, message: result.message || t.failed };
  }
  const result = await stageItem(
    editable.collection,
    editable.id,
    { ...editable.values, [editable.field]: withoutMarks(value) },
    editable.updatedAt,
    editable.stagedVersion,
  ).catch(() => null);
  if (!result) return { ok: false, message: t.failed };
  const fresh = (await loadEditables([editable.ref]).catch(() => null))?.[0];
  if (result.ok) return { ok: true, editable: fresh ?? { ...editable, value } };
  if (result.kind === "conflict") {
    return { ok: false, editable: fresh, message: t.itemConflict };
  }
  return { ok: false, message: result.errors?.[editable.field] ?? result.message };
}
