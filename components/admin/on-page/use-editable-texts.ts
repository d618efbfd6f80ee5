import { useCallback, useEffect, useRef, useState } from "react";
import { loadEditableTexts } from "@/app/(editor)/admin/on-page/actions";
import type { EditableText } from "@/lib/visual-editing/editable-text";

/**
 * The texts the page shows, as they stand (published, staged, by whom), read through a server
 * action when new keys appear and again on `reload` (after anyone stages or publishes).
 */
export function useEditableTexts(keys: readonly string[]) {
  const [texts, setTexts] = useState<ReadonlyMap<string, EditableText>>(new Map());
  const known = useRef(new Set<string>());

  const read = useCallback(async (wanted: readonly string[]) => {
    if (wanted.length === 0) return;
    const loaded = await loadEditableTexts(wanted).catch(() => null);
    if (!loaded) return;
    for (const text of loaded) known.current.add(text.key);
    setTexts((previous) => {
      const next = new Map(previous);
      for (const text of loaded) next.set(text.key, text);
      return next;
    });
  }, []);

  useEffect(() => {
    void read(keys.filter((key) => !known.current.has(key)));
  }, [keys, read]);

  const reload = useCallback(() => read(keys), [keys, read]);

  const update = useCallback((text: EditableText) => {
    setTexts((previous) => new Map(previous).set(text.key, text));
  }, []);

  return { texts, reload, update };
}
