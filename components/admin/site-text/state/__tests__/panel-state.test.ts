import type { ContentItem } from "../content-list";
import {
  hasUnsavedEdits,
  initialPanelState,
  listRows,
  openingPanelState,
  panelReducer,
  reconcile,
  type EditState,
  type PanelAction,
  type PanelState,
} from "../panel-state";

const row = (n: number, value = `Value ${n}`, updated = `2026-01-01T00:00:0${n}+00:00`) =>
  ({
    id: `id-${n}`,
    content_key: `home.item${n}`,
    content_value: value,
    created_at: `2026-01-01T00:00:0${n}+00:00`,
    updated_at: updated,
  }) satisfies ContentItem;

const run = (...actions: PanelAction[]): PanelState =>
  actions.reduce(panelReducer, initialPanelState);

const editing = (item: ContentItem | null, key: string, draft: string): EditState => ({
  key,
  base: item,
  original: item?.content_value ?? draft,
  draft,
  conflict: null,
});

describe("panelReducer", () => {
  it("loads sorted by created_at and remembers the first ids for the entrance", () => {
    const state = run({ type: "loaded", items: [row(2), row(1)] });
    expect(state.load).toBe("loaded");
    expect(state.items.map((item) => item.id)).toEqual(["id-1", "id-2"]);
    const later = panelReducer(state, { type: "loaded", items: [row(1), row(2), row(3)] });
    expect([...(later.firstIds ?? [])]).toEqual(["id-1", "id-2"]);
  });

  it("keeps the banner of a failed load", () => {
    const state = run({ type: "loadFailed", banner: "Failed to load content: x" });
    expect(state).toMatchObject({ load: "error", banner: "Failed to load content: x" });
  });

  it("closes the edit of a write that landed and applies the row", () => {
    const saved = row(1, "New", "2026-02-01T00:00:00+00:00");
    const state = run(
      { type: "loaded", items: [row(1)] },
      { type: "editStarted", key: "home.item1", base: row(1), draft: "Value 1" },
      { type: "drafted", key: "home.item1", draft: "New" },
      { type: "written", key: "home.item1", change: { eventType: "UPDATE", new: saved } },
    );
    expect(state.edits).toEqual({});
    expect(state.items).toEqual([saved]);
  });

  it("marks an open edit changed when another editor's update arrives, keeping the draft", () => {
    const theirs = row(1, "Theirs", "2026-03-01T00:00:00+00:00");
    const state = run(
      { type: "loaded", items: [row(1)] },
      { type: "editStarted", key: "home.item1", base: row(1), draft: "Value 1" },
      { type: "drafted", key: "home.item1", draft: "Mine" },
      { type: "remoteChange", change: { eventType: "UPDATE", new: theirs } },
    );
    expect(state.edits["home.item1"]).toMatchObject({
      draft: "Mine",
      conflict: { kind: "changed", latest: theirs, refused: false },
    });
  });

  it("leaves the edit being saved to the save's own answer", () => {
    const theirs = row(1, "Echo", "2026-03-01T00:00:00+00:00");
    const state = run(
      { type: "loaded", items: [row(1)] },
      { type: "editStarted", key: "home.item1", base: row(1), draft: "Echo" },
      { type: "busy", busy: { kind: "save", key: "home.item1" } },
      { type: "remoteChange", change: { eventType: "UPDATE", new: theirs } },
    );
    expect(state.edits["home.item1"]?.conflict).toBeNull();
  });

  it("marks a deleted row's edit deleted and keeps it listed with its draft", () => {
    const state = run(
      { type: "loaded", items: [row(1), row(2)] },
      { type: "editStarted", key: "home.item2", base: row(2), draft: "Value 2" },
      { type: "remoteChange", change: { eventType: "DELETE", old: { id: "id-2" } } },
    );
    expect(state.edits["home.item2"]?.conflict).toEqual({ kind: "deleted" });
    expect(state.items.map((item) => item.id)).toEqual(["id-1"]);
    expect(listRows(state).map((item) => item.id)).toEqual(["id-1", "id-2"]);
  });

  it("shows a row someone added while a default was being edited as a conflict", () => {
    const theirs = row(3, "Added elsewhere");
    const state = run(
      { type: "loaded", items: [] },
      { type: "editStarted", key: "home.item3", base: null, draft: "Default text" },
      { type: "remoteChange", change: { eventType: "INSERT", new: theirs } },
    );
    expect(state.edits["home.item3"]?.conflict).toEqual({
      kind: "changed",
      latest: theirs,
      refused: false,
    });
  });

  it("applies a refused save's newer row and marks the edit refused", () => {
    const latest = row(1, "Newer", "2026-04-01T00:00:00+00:00");
    const state = run(
      { type: "loaded", items: [row(1)] },
      { type: "editStarted", key: "home.item1", base: row(1), draft: "Mine" },
      {
        type: "conflict",
        key: "home.item1",
        conflict: { kind: "changed", latest, refused: true },
        latest,
      },
    );
    expect(state.items).toEqual([latest]);
    expect(state.edits["home.item1"]?.conflict).toMatchObject({ refused: true });
  });

  it("ignores drafts and conflicts for keys nobody is editing", () => {
    const start = run({ type: "loaded", items: [row(1)] });
    expect(panelReducer(start, { type: "drafted", key: "home.item1", draft: "x" })).toBe(start);
    expect(
      panelReducer(start, { type: "conflict", key: "home.item1", conflict: { kind: "deleted" } }),
    ).toBe(start);
  });
});

describe("reconcile", () => {
  it("returns the same object when nothing changed", () => {
    const edits = { "home.item1": editing(row(1), "home.item1", "Mine") };
    expect(reconcile(edits, [row(1, "Value 1", "2026-01-01T00:00:01.000000Z")], null)).toBe(edits);
  });

  it("does not mark the same newer version twice", () => {
    const theirs = row(1, "Theirs", "2026-03-01T00:00:00+00:00");
    const once = reconcile({ "home.item1": editing(row(1), "home.item1", "d") }, [theirs], null);
    expect(reconcile(once, [theirs], null)).toBe(once);
  });

  it("treats a row re-added under the same key as a change", () => {
    const readded = { ...row(1), id: "id-new", updated_at: "2026-05-01T00:00:00+00:00" };
    const edits = { "home.item1": editing(row(1), "home.item1", "d") };
    expect(reconcile(edits, [readded], null)["home.item1"]?.conflict).toMatchObject({
      kind: "changed",
      latest: readded,
    });
  });

  it("leaves a default's edit alone while no row exists", () => {
    const edits = { "home.item9": editing(null, "home.item9", "Default") };
    expect(reconcile(edits, [row(1)], null)).toBe(edits);
  });
});

describe("hasUnsavedEdits", () => {
  it("counts typed drafts and conflicts, not an opened box", () => {
    const opened = run(
      { type: "loaded", items: [row(1)] },
      { type: "editStarted", key: "home.item1", base: row(1), draft: "Value 1" },
    );
    expect(hasUnsavedEdits(opened)).toBe(false);
    const typed = panelReducer(opened, { type: "drafted", key: "home.item1", draft: "Value 1!" });
    expect(hasUnsavedEdits(typed)).toBe(true);
    const defaultOpened = run({ type: "editStarted", key: "home.x", base: null, draft: "Default" });
    expect(hasUnsavedEdits(defaultOpened)).toBe(false);
  });
});

describe("openingPanelState", () => {
  it("loads in the browser when the server had no rows to give", () => {
    expect(openingPanelState()).toBe(initialPanelState);
  });

  it("opens loaded, in created order, with every row the server read", () => {
    const state = openingPanelState({ rows: [row(2), row(1)], total: 2 });
    expect(state.load).toBe("loaded");
    expect(state.items.map((item) => item.id)).toEqual(["id-1", "id-2"]);
    expect(state.firstIds).toEqual(new Set(["id-1", "id-2"]));
  });

  it("opens on the start of a longer list, which the browser's read then completes", () => {
    const opened = openingPanelState({ rows: [row(1)], total: 3 });
    expect(opened).toMatchObject({ load: "partial", expected: 3 });
    const actions: PanelAction[] = [
      { type: "loadStarted", silent: true },
      { type: "loaded", items: [row(1), row(2), row(3)] },
    ];
    const done = actions.reduce(panelReducer, opened);
    expect(done).toMatchObject({ load: "loaded", expected: null });
    expect(done.items).toHaveLength(3);
  });
});
