import { stageItem } from "@/components/admin/collections/actions";
import { loadEditables, stageText } from "./actions";
import { changedItem } from "./item-change";
import { previewText } from "@/content/preview";
import type { ActionFailure, ActionResult } from "@/lib/action-state";
import type { Editable } from "@/lib/visual-editing/editable-text";

const t = previewText.edit;

/**
 * What staging gave: the texts or fields as they now stand, or why not (with how they stand
 * now, when someone else changed them meanwhile: the next save goes over that).
 */
export type SaveOutcome = ActionResult<
  { editables: Editable[] },
  ActionFailure & { editables?: Editable[] }
>;

/** One save: a site text alone, or every changed field of one item together. */
export interface SaveGroup {
  editables: Editable[];
  values: string[];
}

/** Changed boxes in the saves they make: an item's fields go in one, as its form sends them. */
export function saveGroups(changed: readonly { editable: Editable; value: string }[]) {
  const groups = new Map<string, SaveGroup>();
  for (const { editable, value } of changed) {
    const id = editable.kind === "text" ? editable.ref : `${editable.collection}:${editable.id}`;
    const group = groups.get(id) ?? { editables: [], values: [] };
    group.editables.push(editable);
    group.values.push(value);
    groups.set(id, group);
  }
  return [...groups.values()];
}

async function saveText(
  editable: Editable & { kind: "text" },
  value: string,
): Promise<SaveOutcome> {
  const result = await stageText(
    editable.key,
    value === editable.defaultValue ? null : value,
    editable.staged?.at ?? null,
  ).catch(() => null);
  if (!result) return { ok: false, message: t.failed };
  if (result.ok) return { ok: true, editables: [result.text] };
  if (result.reason === "conflict") {
    return {
      ok: false,
      editables: [result.text],
      message: t.conflict(result.text.staged?.by ?? t.someone),
    };
  }
  if (result.reason === "not-permitted") return { ok: false, message: t.signedOut };
  return { ok: false, message: result.message || t.failed };
}

/**
 * Stages one save. A site text goes back to its default when given the default's words; an
 * item is staged whole, as its form stages it, with these fields changed (a built page's block
 * texts inside its layout), and checked as its form checks it.
 */
export async function saveGroup({ editables, values }: SaveGroup): Promise<SaveOutcome> {
  const [first] = editables;
  if (!first) return { ok: true, editables: [] };
  if (first.kind === "text") return saveText(first, values[0]!);
  const fields = editables.flatMap((editable) => (editable.kind === "item" ? [editable] : []));
  const change = changedItem(fields, values);
  if (!change.ok) return { ok: false, message: change.message };
  const result = await stageItem(
    first.collection,
    first.id,
    change.item,
    first.updatedAt,
    first.stagedVersion,
  ).catch(() => null);
  if (!result) return { ok: false, message: t.failed };
  const fresh = (await loadEditables(fields.map((field) => field.ref)).catch(() => null)) ?? [];
  if (result.ok) return { ok: true, editables: fresh };
  if (result.kind === "conflict") return { ok: false, editables: fresh, message: t.itemConflict };
  const fieldError = fields.map((field) => result.errors?.[field.field]).find(Boolean);
  return { ok: false, message: fieldError ?? result.message };
}
