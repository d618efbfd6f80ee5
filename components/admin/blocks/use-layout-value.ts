import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { keepUnchanged, type LayoutEntries, parseLayout } from "./layout-edits";

interface Shown {
  /** The form's value these entries were read from, or written as. */
  json: string;
  entries: LayoutEntries;
}

/**
 * The form's value (the layout's JSON) is the one source of truth; this reads it into blocks
 * once per change. A change made here is handed to the form already parsed, so the value that
 * comes back is not read again; a value from elsewhere (an earlier version loaded) is, keeping
 * every block that did not change as the same object.
 */
export function useLayoutValue(value: string, onChange: (value: string) => void) {
  const [shown, setShown] = useState<Shown>(() => ({ json: value, entries: parseLayout(value) }));
  let current = shown;
  if (shown.json !== value) {
    current = { json: value, entries: keepUnchanged(shown.entries, parseLayout(value)) };
    setShown(current);
  }

  // The actions read the layout when an event fires, not when they were made: they stay the
  // same functions, so the memoized panels they are handed to do not render again.
  const latest = useRef(current);
  const handOn = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = current;
    handOn.current = onChange;
  });

  const read = useCallback(() => latest.current.entries, []);
  const commit = useCallback((entries: LayoutEntries) => {
    const json = JSON.stringify(entries);
    latest.current = { json, entries };
    setShown(latest.current);
    handOn.current(json);
  }, []);

  return { entries: current.entries, read, commit };
}
