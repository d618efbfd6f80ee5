import {
  applyChange,
  sameInstant,
  sortByCreated,
  type ChangeEvent,
  type ContentItem,
} from "./content-list";

/**
 * Everything /admin shows, as one value changed only by `panelReducer`. No I/O here: the hook
 * (use-content-panel.ts) talks to the backend and dispatches what happened.
 *
 * Edits are keyed by content key, not row id: the list and the page editor edit the same text,
 * and a page field may have no row yet (it shows its default until the first save).
 */

export type Conflict =
  { kind: "changed"; latest: ContentItem; refused: boolean } | { kind: "deleted" };

export interface EditState {
  key: string;
  /** The row the editor opened (saves compare against its updated_at); null when none existed. */
  base: ContentItem | null;
  /** The text the box opened with: the row's value, or the page's default when there was none. */
  original: string;
  draft: string;
  conflict: Conflict | null;
}

export type Busy = { kind: "save" | "delete"; key: string } | { kind: "add" } | null;

/** "partial": the list's first rows are shown while the rest arrives. */
export type LoadState = "loading" | "partial" | "loaded" | "error";

export type LiveState =
  { state: "connecting" } | { state: "connected" } | { state: "issue"; message: string };

export interface PanelState {
  items: ContentItem[];
  load: LoadState;
  live: LiveState;
  banner: string | null;
  busy: Busy;
  edits: Readonly<Record<string, EditState>>;
  /** Items present at the first load get the staggered entrance; later ones appear at once. */
  firstIds: ReadonlySet<string> | null;
  /** The row this editor last added (a new object each time), so the list can show it. */
  added: { key: string } | null;
  /** While partial, how many rows the table holds. */
  expected: number | null;
  /**
   * Changes seen while a load is under way (everyone's, and this editor's writes): the rows it
   * returns were read before some of them, so they are applied again on top.
   */
  sinceLoad: readonly ChangeEvent[] | null;
}

export type PanelAction =
  /** A silent reload keeps the list on screen until the new one arrives. */
  | { type: "loadStarted"; silent?: boolean }
  | { type: "loadedSome"; items: readonly ContentItem[]; total: number }
  | { type: "loaded"; items: readonly ContentItem[] }
  | { type: "loadFailed"; banner: string }
  | { type: "live"; live: LiveState }
  | { type: "banner"; banner: string | null }
  | { type: "busy"; busy: Busy }
  /** A change seen on the realtime channel, whoever made it. */
  | { type: "remoteChange"; change: ChangeEvent }
  /** One of our own writes landed: apply it and close its edit. */
  | { type: "written"; change: ChangeEvent; key: string }
  | { type: "editStarted"; key: string; base: ContentItem | null; draft: string }
  | { type: "drafted"; key: string; draft: string }
  | { type: "editClosed"; key: string }
  | { type: "conflict"; key: string; conflict: Conflict; latest?: ContentItem };

export const initialPanelState: PanelState = {
  items: [],
  load: "loading",
  live: { state: "connecting" },
  banner: null,
  busy: null,
  edits: {},
  firstIds: null,
  added: null,
  expected: null,
  sinceLoad: null,
};

/**
 * The panel as it opens: with the rows the server read for the first HTML, already shown (all
 * of them, or the start of a long list while the browser reads the rest); without, loading.
 */
export function openingPanelState(first?: {
  rows: readonly ContentItem[];
  total: number;
}): PanelState {
  if (!first) return initialPanelState;
  const items = sortByCreated(first.rows);
  const complete = items.length >= first.total;
  return {
    ...initialPanelState,
    items,
    load: complete ? "loaded" : "partial",
    expected: complete ? null : first.total,
    firstIds: new Set(items.map((item) => item.id)),
  };
}

/**
 * Marks every open edit whose row changed or vanished since it was opened, keeping the draft.
 * The edit being saved is left alone: the save's own answer decides what it shows.
 */
export function reconcile(
  edits: Readonly<Record<string, EditState>>,
  items: readonly ContentItem[],
  saving: string | null,
): Readonly<Record<string, EditState>> {
  let next: Record<string, EditState> | null = null;
  for (const [key, edit] of Object.entries(edits)) {
    if (key === saving) continue;
    const conflict = conflictOf(
      edit,
      items.find((item) => item.content_key === key),
    );
    if (conflict === edit.conflict) continue;
    next ??= { ...edits };
    next[key] = { ...edit, conflict };
  }
  return next ?? edits;
}

/** The edit's conflict given the row as it is now; the same object when nothing is new. */
function conflictOf(edit: EditState, latest: ContentItem | undefined): Conflict | null {
  const current = edit.conflict;
  if (!latest) {
    if (!edit.base || current?.kind === "deleted") return current;
    return { kind: "deleted" };
  }
  const opened = edit.base && edit.base.id === latest.id ? edit.base.updated_at : null;
  if (opened !== null && sameInstant(latest.updated_at, opened)) return current;
  if (current?.kind === "changed" && sameInstant(current.latest.updated_at, latest.updated_at)) {
    return current;
  }
  return { kind: "changed", latest, refused: false };
}

/** The change, kept for the load under way (if any) to apply again. */
function recorded(state: PanelState, change: ChangeEvent): readonly ChangeEvent[] | null {
  return state.sinceLoad ? [...state.sinceLoad, change] : null;
}

function savingKey(busy: Busy): string | null {
  return busy?.kind === "save" ? busy.key : null;
}

function withEdit(state: PanelState, key: string, edit: EditState | null): PanelState {
  const edits = { ...state.edits };
  if (edit) edits[key] = edit;
  else delete edits[key];
  return { ...state, edits };
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case "loadStarted":
      return { ...state, load: action.silent ? state.load : "loading", sinceLoad: [] };
    case "loadedSome":
    case "loaded": {
      const complete = action.type === "loaded";
      const items = (state.sinceLoad ?? []).reduce(applyChange, sortByCreated(action.items));
      return {
        ...state,
        items,
        load: complete ? "loaded" : "partial",
        expected: complete ? null : action.total,
        sinceLoad: complete ? null : state.sinceLoad,
        firstIds: state.firstIds ?? new Set(items.map((item) => item.id)),
        edits: reconcile(state.edits, items, savingKey(state.busy)),
      };
    }
    case "loadFailed":
      // A first load that failed after its first page shows no list rather than part of one.
      return {
        ...state,
        load: "error",
        banner: action.banner,
        items: state.load === "partial" ? [] : state.items,
        expected: null,
        sinceLoad: null,
      };
    case "live":
      return { ...state, live: action.live };
    case "banner":
      return { ...state, banner: action.banner };
    case "busy":
      return { ...state, busy: action.busy };
    case "remoteChange": {
      const items = applyChange(state.items, action.change);
      return {
        ...state,
        items,
        sinceLoad: recorded(state, action.change),
        edits: reconcile(state.edits, items, savingKey(state.busy)),
      };
    }
    case "written":
      return withEdit(
        {
          ...state,
          items: applyChange(state.items, action.change),
          sinceLoad: recorded(state, action.change),
          added: action.change.eventType === "INSERT" ? { key: action.key } : state.added,
        },
        action.key,
        null,
      );
    case "editStarted":
      return withEdit(state, action.key, {
        key: action.key,
        base: action.base,
        original: action.draft,
        draft: action.draft,
        conflict: null,
      });
    case "drafted": {
      const edit = state.edits[action.key];
      return edit ? withEdit(state, action.key, { ...edit, draft: action.draft }) : state;
    }
    case "editClosed":
      return withEdit(state, action.key, null);
    case "conflict": {
      const edit = state.edits[action.key];
      if (!edit) return state;
      const change: ChangeEvent | null = action.latest
        ? { eventType: "UPDATE", new: action.latest }
        : action.conflict.kind === "deleted" && edit.base
          ? { eventType: "DELETE", old: { id: edit.base.id } }
          : null;
      const items = change ? applyChange(state.items, change) : state.items;
      return withEdit(
        { ...state, items, sinceLoad: change ? recorded(state, change) : state.sinceLoad },
        action.key,
        { ...edit, conflict: action.conflict },
      );
    }
  }
}

/** Whether leaving the page would lose anything typed. */
export function hasUnsavedEdits(state: PanelState): boolean {
  return Object.values(state.edits).some(
    (edit) => edit.draft !== edit.original || edit.conflict !== null,
  );
}

/**
 * Rows of the Manage Content list: the items, then any edited row someone deleted, so its
 * draft stays on screen until the editor adds it again or discards it.
 */
export function listRows(state: Pick<PanelState, "items" | "edits">): ContentItem[] {
  const orphaned = Object.values(state.edits).flatMap((edit) =>
    edit.base &&
    edit.conflict?.kind === "deleted" &&
    !state.items.some((item) => item.content_key === edit.key)
      ? [edit.base]
      : [],
  );
  return [...state.items, ...orphaned];
}
