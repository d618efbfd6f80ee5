import { useCallback, useEffect, useMemo } from "react";
import { previewText } from "@/content/preview";
import type { Editable } from "@/lib/visual-editing/editable-text";
import { parseRef } from "@/lib/visual-editing/marks";
import { markedElements } from "@/lib/visual-editing/scan";
import { openItemKey, type PresentEditor } from "../activity/activity-source";
import { EDITING_ATTRIBUTE, OPEN_BY_ATTRIBUTE } from "./frame-style";
import { focusTarget, refsOf } from "./use-page-frame";

const t = previewText.edit;

/** Set on the elements editing made focusable, so turning it off can undo exactly that. */
const ADDED_TABINDEX = "data-edit-tabindex";
/** The one "Press Enter to edit." every editable element's description ends with. */
const HINT_ID = "edit-hint";

/** Who else has the texts shown open: a text by its key, an item's fields by the item. */
export function useOpenBy(peers: readonly PresentEditor[]) {
  const openBy = useMemo(() => {
    const names = new Map<string, string[]>();
    const add = (key: string, email: string) => names.set(key, [...(names.get(key) ?? []), email]);
    for (const peer of peers) {
      for (const key of peer.editing) add(`text:${key}`, peer.email);
      for (const item of peer.items) add(item.key, peer.email);
    }
    return names;
  }, [peers]);
  const openByOf = useCallback(
    (shown: readonly string[]) => [
      ...new Set(
        shown.flatMap((ref) => {
          const parsed = parseRef(ref);
          const key = parsed?.kind === "item" ? openItemKey(parsed.collection, parsed.id) : ref;
          return openBy.get(key) ?? [];
        }),
      ),
    ],
    [openBy],
  );
  return { anyOpen: openBy.size > 0, openByOf };
}

/**
 * Focus, descriptions and the other editors' marks, on the page's own elements: while editing,
 * each text can be reached by Tab and says what it is and who else has it open.
 */
export function useFrameMarks(
  doc: Document | null,
  editing: boolean,
  version: number,
  describedBy: ReadonlyMap<string, string>,
  openByOf: (refs: readonly string[]) => string[],
) {
  useEffect(() => {
    if (!doc) return;
    doc.documentElement.toggleAttribute(EDITING_ATTRIBUTE, editing);
    // A link may hold several texts: its description names them all.
    const descriptions = new Map<HTMLElement, string[]>();
    for (const element of markedElements(doc.body)) {
      const elementRefs = refsOf(element);
      const target = focusTarget(element);
      if (editing && target === element && !element.hasAttribute("tabindex")) {
        element.setAttribute("tabindex", "0");
        element.setAttribute(ADDED_TABINDEX, "");
      }
      if (!editing && element.hasAttribute(ADDED_TABINDEX)) {
        element.removeAttribute("tabindex");
        element.removeAttribute(ADDED_TABINDEX);
      }
      const ids = elementRefs.flatMap((ref) => describedBy.get(ref) ?? []);
      descriptions.set(target, [...(descriptions.get(target) ?? []), ...ids]);
      const by = openByOf(elementRefs);
      if (editing && by.length > 0) element.setAttribute(OPEN_BY_ATTRIBUTE, by.join(", "));
      else element.removeAttribute(OPEN_BY_ATTRIBUTE);
    }
    for (const [target, ids] of descriptions) {
      if (editing) target.setAttribute("aria-describedby", [...new Set(ids), HINT_ID].join(" "));
      else target.removeAttribute("aria-describedby");
    }
  }, [doc, editing, version, openByOf, describedBy]);
}

/** The descriptions the page's elements point to (see useFrameMarks), unseen. */
export function FrameDescriptions({
  refs,
  describedBy,
  editables,
}: {
  refs: readonly string[];
  describedBy: ReadonlyMap<string, string>;
  editables: ReadonlyMap<string, Editable>;
}) {
  return (
    <>
      {refs.map((ref) => {
        const editable = editables.get(ref);
        const label = editable?.label ?? "";
        const image = editable?.kind === "item" && editable.image;
        return (
          <span key={ref} id={describedBy.get(ref)} hidden>
            {image ? t.describeImage(label) : t.describe(label)}
          </span>
        );
      })}
      <span id={HINT_ID} hidden>
        {t.hint}
      </span>
    </>
  );
}
