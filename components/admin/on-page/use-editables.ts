import { useCallback, useEffect, useRef, useState } from "react";
import { loadEditables } from "./actions";
import type { Editable } from "@/lib/visual-editing/editable-text";

/**
 * What the page shows that can be edited, as it stands (published, staged, by whom), by
 * reference: read through a server action when new references appear, and again on `reload`
 * (after anyone stages or publishes).
 */
export function useEditables(refs: readonly string[]) {
  const [editables, setEditables] = useState<ReadonlyMap<string, Editable>>(new Map());
  const known = useRef(new Set<string>());

  const read = useCallback(async (wanted: readonly string[]) => {
    if (wanted.length === 0) return;
    const loaded = await loadEditables(wanted).catch(() => null);
    if (!loaded) return;
    for (const ref of wanted) known.current.add(ref);
    setEditables((previous) => {
      const next = new Map(previous);
      for (const editable of loaded) next.set(editable.ref, editable);
      return next;
    });
  }, []);

  useEffect(() => {
    void read(refs.filter((ref) => !known.current.has(ref)));
  }, [refs, read]);

  const reload = useCallback(() => read(refs), [refs, read]);

  const update = useCallback((editable: Editable) => {
    setEditables((previous) => new Map(previous).set(editable.ref, editable));
  }, []);

  return { editables, reload, update };
}
