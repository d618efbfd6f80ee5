import { useCallback, useEffect, useRef } from "react";

/**
 * Moves the focus to an element the next render puts in place (a moved block's button, a new
 * item's first field): React moves and adds elements after the event that asked for them.
 */
export function usePendingFocus() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const target = document.getElementById(pending.current);
    pending.current = null;
    target?.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
