import { useCallback, useEffect, useRef } from "react";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { writeRichTextDraft } from "./draft-storage";

/** How long the text rests before the draft is written: a write per pause, not per key. */
export const DRAFT_DELAY_MS = 300;

/**
 * Keeps the body being written in the browser, a moment after each change, and at once when the
 * field goes away or the tab is hidden or closed, so a crash or a lost session loses nothing.
 */
export function useDraftWriter(draftKey: string) {
  const pending = useRef<RichTextDocument | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) writeRichTextDraft(draftKey, pending.current);
    pending.current = null;
  }, [draftKey]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);

  const schedule = useCallback(
    (doc: RichTextDocument) => {
      pending.current = doc;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DELAY_MS);
    },
    [flush],
  );

  /** Drops a write not yet made: the draft was just discarded. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { schedule, cancel };
}
