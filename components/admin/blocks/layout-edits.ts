import type { Block } from "@/lib/blocks/types";

/*
 * The edits the block editor makes to a page's layout, as functions of a list that return a new
 * one. Entries are `unknown`: a layout written by another version of the site may hold a kind
 * of block this one does not know, which the editor shows (so it can be removed) but never
 * changes.
 */

export type LayoutEntries = readonly unknown[];

/** Which side of a block a dragged one is dropped on. */
export type DropSide = "before" | "after";

/** The layout a form's value holds; an unreadable value is an empty page. */
export function parseLayout(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** What an entry is known by while the page is edited: its id, or its place when it has none. */
export function entryKey(entry: unknown, position: number): string {
  if (typeof entry === "object" && entry !== null && "id" in entry) {
    const { id } = entry as { id: unknown };
    if (typeof id === "string" && id !== "") return id;
  }
  return `#${position}`;
}

/** The list with the entry at `from` taken out and put at `to` (both from 0). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/**
 * Where a dragged entry ends up: dropped on the entry at `target`, on its `side`. Taking it out
 * first shifts the entries after it, so dropping below a later entry lands one place earlier.
 */
export function droppedAt(from: number, target: number, side: DropSide): number {
  const slot = side === "before" ? target : target + 1;
  return from < slot ? slot - 1 : slot;
}

/** The list with `entry` put at `position`, or at the end when the list is shorter. */
export function insertAt<T>(list: readonly T[], position: number, entry: T): T[] {
  const at = Math.max(0, Math.min(position, list.length));
  return [...list.slice(0, at), entry, ...list.slice(at)];
}

/** A copy of a block, every nested list and object its own, under a new id. */
export function duplicateBlock(block: Block, id: string): Block {
  // A block is JSON (it is stored as jsonb), so its JSON is a whole copy of it.
  return { ...(JSON.parse(JSON.stringify(block)) as Block), id };
}

/**
 * The layout as a form's value shows it now, reusing the blocks of `previous` that did not
 * change: the panels of unchanged blocks are memoized on the block, so they skip rendering.
 */
export function keepUnchanged(previous: LayoutEntries, next: unknown[]): unknown[] {
  const before = new Map<string, unknown>();
  previous.forEach((entry, position) => before.set(entryKey(entry, position), entry));
  return next.map((entry, position) => {
    const old = before.get(entryKey(entry, position));
    return old !== undefined && JSON.stringify(old) === JSON.stringify(entry) ? old : entry;
  });
}

/** The block, with an optional field left out when it is empty: an empty choice is none. */
export function withOptional<B extends Block, K extends keyof B & string>(
  block: B,
  key: K,
  value: B[K] | "" | undefined,
): B {
  const next = { ...block };
  if (value === "" || value === undefined) delete next[key];
  else next[key] = value as B[K];
  return next;
}

/** Where the entry known by `id` is in the list; -1 when it is not there. */
export function positionOf(entries: LayoutEntries, id: string): number {
  return entries.findIndex((entry, position) => entryKey(entry, position) === id);
}
