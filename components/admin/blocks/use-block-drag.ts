import { type DragEvent, useCallback, useMemo, useRef, useState } from "react";
import { type DropSide, droppedAt, type LayoutEntries, positionOf } from "./layout-edits";

/** The block a dragged one would be dropped on, and on which side of it. */
export interface DropTarget {
  id: string;
  side: DropSide;
}

/** Drag handlers for the panels: the same functions for the editor's life, told which block. */
export interface BlockDrag {
  start: (id: string, event: DragEvent<HTMLElement>) => void;
  over: (id: string, event: DragEvent<HTMLElement>) => void;
  drop: (id: string, event: DragEvent<HTMLElement>) => void;
  end: () => void;
}

/** The upper half of a panel takes a drop before it, the lower half after it. */
function sideOf(event: DragEvent<HTMLElement>): DropSide {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? "before" : "after";
}

/**
 * Reordering blocks by dragging their handles (the browser's own drag and drop). Only a block's
 * drag is taken: text or files dragged from elsewhere go where the browser sends them.
 */
export function useBlockDrag(read: () => LayoutEntries, moveTo: (id: string, to: number) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  // Read by the handlers when an event fires, so they never change.
  const dragging = useRef<string | null>(null);

  const end = useCallback(() => {
    dragging.current = null;
    setDragged(null);
    setTarget(null);
  }, []);

  const start = useCallback((id: string, event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = "move";
    // Some browsers start no drag without data.
    event.dataTransfer.setData("text/plain", id);
    const panel = event.currentTarget.closest("li");
    if (panel) event.dataTransfer.setDragImage(panel, 24, 24);
    dragging.current = id;
    setDragged(id);
  }, []);

  const over = useCallback((id: string, event: DragEvent<HTMLElement>) => {
    if (dragging.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    const side = sideOf(event);
    setTarget((current) => (current?.id === id && current.side === side ? current : { id, side }));
  }, []);

  const drop = useCallback(
    (id: string, event: DragEvent<HTMLElement>) => {
      const from = dragging.current;
      if (from === null) return;
      event.preventDefault();
      const side = sideOf(event);
      end();
      const entries = read();
      const at = positionOf(entries, from);
      const onto = positionOf(entries, id);
      if (at !== -1 && onto !== -1) moveTo(from, droppedAt(at, onto, side));
    },
    [end, read, moveTo],
  );

  const handlers = useMemo<BlockDrag>(() => ({ start, over, drop, end }), [start, over, drop, end]);
  return { dragged, target, handlers };
}
