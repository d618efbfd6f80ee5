import { useCallback, useMemo, useState } from "react";
import { blockTypeNames } from "@/content/admin-blocks";
import { blockEditorText } from "@/content/admin-block-editor";
import { isKnownBlock } from "@/lib/blocks/known-blocks";
import { newBlock } from "@/lib/blocks/new-block";
import { type Block, type BlockType, BLOCKS_MAX } from "@/lib/blocks/types";
import { showToast } from "@/lib/toast";
import { addButtonId, newBlockId, type PanelPart, panelPartId } from "./block-ids";
import {
  duplicateBlock,
  entryKey,
  insertAt,
  type LayoutEntries,
  moveEntry,
  positionOf,
} from "./layout-edits";

const t = blockEditorText;

/** What an entry is called in what the live region says: its kind. */
const typeName = (entry: unknown) =>
  isKnownBlock(entry) ? blockTypeNames[entry.type] : t.unknownName;

/** Everything an editor does to the list of blocks; the same functions for the editor's life. */
export interface BlockActions {
  update: (id: string, change: (block: Block) => Block) => void;
  /** Moves a block one place; the focus stays on the button pressed (`part`). */
  move: (id: string, by: -1 | 1, part: PanelPart) => void;
  /** Moves a block to `to` (from 0), as a drop does; the focus goes to its header. */
  moveTo: (id: string, to: number) => void;
  /** Adds a block after the one known by `after`, or at the end. */
  add: (type: BlockType, after: string | null) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
  toggle: (id: string) => void;
  setAllOpen: (open: boolean) => void;
}

interface Settings {
  /** The field's id, which every element id of the editor starts with. */
  base: string;
  read: () => LayoutEntries;
  commit: (entries: LayoutEntries) => void;
  announce: (message: string) => void;
  focus: (id: string) => void;
}

/**
 * The editor's actions and which blocks are open. A block added or copied opens, ready to fill
 * in; a removed one can be put back from the toast that says so, where it was, until the page
 * is saved (a confirmation before each removal would slow every edit for a mistake that the
 * form, unsaved, can still undo).
 */
export function useBlockActions({ base, read, commit, announce, focus }: Settings) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const opened = useCallback((id: string) => setOpen((current) => new Set(current).add(id)), []);
  const headerOf = useCallback(
    (id: string) => focus(panelPartId(base, id, "toggle")),
    [base, focus],
  );

  /** Puts an entry at `position`, opened, and says so; not on a full page, nor twice. */
  const place = useCallback(
    (
      entry: unknown,
      position: number,
      said: (name: string, at: number, total: number) => string,
    ) => {
      const entries = read();
      const key = entryKey(entry, position);
      if (entries.length >= BLOCKS_MAX || positionOf(entries, key) !== -1) return;
      const next = insertAt(entries, position, entry);
      const at = next.indexOf(entry);
      commit(next);
      opened(key);
      announce(said(typeName(entry), at + 1, next.length));
      headerOf(key);
    },
    [read, commit, opened, announce, headerOf],
  );

  const update = useCallback(
    (id: string, change: (block: Block) => Block) => {
      const entries = read();
      const at = positionOf(entries, id);
      const entry = entries[at];
      if (!isKnownBlock(entry)) return;
      commit(entries.map((old, position) => (position === at ? change(entry) : old)));
    },
    [read, commit],
  );

  const moveTo = useCallback(
    (id: string, to: number, part: PanelPart = "toggle") => {
      const entries = read();
      const from = positionOf(entries, id);
      if (from === -1 || to < 0 || to >= entries.length || to === from) return;
      commit(moveEntry(entries, from, to));
      announce(t.announce.moved(typeName(entries[from]), to + 1, entries.length));
      focus(panelPartId(base, id, part));
    },
    [read, commit, announce, focus, base],
  );

  const move = useCallback(
    (id: string, by: -1 | 1, part: PanelPart) => moveTo(id, positionOf(read(), id) + by, part),
    [moveTo, read],
  );

  const add = useCallback(
    (type: BlockType, after: string | null) => {
      const entries = read();
      const position = after === null ? entries.length : positionOf(entries, after) + 1;
      place(newBlock(type, newBlockId()), position, t.announce.added);
    },
    [read, place],
  );

  const duplicate = useCallback(
    (id: string) => {
      const entries = read();
      const at = positionOf(entries, id);
      const entry = entries[at];
      if (!isKnownBlock(entry)) return;
      place(duplicateBlock(entry, newBlockId()), at + 1, t.announce.duplicated);
    },
    [read, place],
  );

  const remove = useCallback(
    (id: string) => {
      const entries = read();
      const at = positionOf(entries, id);
      if (at === -1) return;
      const entry = entries[at];
      const next = entries.filter((_, position) => position !== at);
      commit(next);
      const name = typeName(entry);
      announce(t.announce.removed(name));
      // The focus goes to the block that took its place, or the one before, or the add button.
      const neighbour = next[at] !== undefined ? at : at - 1;
      focus(
        neighbour >= 0
          ? panelPartId(base, entryKey(next[neighbour], neighbour), "toggle")
          : addButtonId(base),
      );
      void showToast({
        title: t.toast.removed,
        description: t.toast.removedText(name),
        action: { label: t.toast.undo, onClick: () => place(entry, at, t.announce.restored) },
      });
    },
    [read, commit, announce, focus, base, place],
  );

  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const setAllOpen = useCallback(
    (all: boolean) =>
      setOpen(
        all ? new Set(read().map((entry, position) => entryKey(entry, position))) : new Set(),
      ),
    [read],
  );

  const actions = useMemo<BlockActions>(
    () => ({ update, move, moveTo, add, duplicate, remove, toggle, setAllOpen }),
    [update, move, moveTo, add, duplicate, remove, toggle, setAllOpen],
  );
  return { open, actions };
}
