import { useCallback, useEffect, useReducer, useRef } from "react";
import { adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { type ContentDataSource, type HistoryEntry, type Result } from "./data-source";
import { useLeaveGuard } from "../shell/use-leave-guard";
import {
  validateNewContent,
  validateValue,
  type ContentItem,
  type Validation,
} from "./state/content-list";
import {
  hasUnsavedEdits,
  openingPanelState,
  panelReducer,
  type PanelState,
} from "./state/panel-state";
import { type PublishResult, refreshSite } from "./refresh-site";
import { useExclusive } from "../shell/use-exclusive";
import { useLiveContent } from "./use-live-content";
import type { FirstContentRows } from "@/lib/site-text/stored-rows";

const t = adminText;
/** How long a write of ours waits for its realtime echo, which must not be announced. */
const OWN_WRITE_TTL_MS = 5000;

/** Why a write happens: an edit, a restore from the history, or an Undo from a toast. */
type WriteKind = "edit" | "restore" | "undo";

export interface ContentPanelOptions {
  /** Where the content comes from. */
  source: ContentDataSource;
  /** Refreshes the public pages after a write (a server action that re-checks the caller). */
  publish?: () => Promise<PublishResult>;
  /** The rows the server read for the first HTML, if it could. */
  first?: FirstContentRows;
  /**
   * How messages name a text: its key in the list of every text, where keys are shown, and
   * its name for people in the rooms that show none.
   */
  nameOf?: (key: string) => string;
}

export interface ContentPanel {
  state: PanelState;
  startEdit(key: string, base: ContentItem | null, draft: string): void;
  setDraft(key: string, draft: string): void;
  closeEdit(key: string): void;
  /** Saves the draft over the row it was opened on, or adds the row if there was none. */
  save(key: string): Promise<void>;
  /** Saves the draft over someone else's newer version. */
  keepMine(key: string): Promise<void>;
  /** Adds a deleted row again with the draft. */
  restore(key: string): Promise<void>;
  add(key: string, value: string): Promise<boolean>;
  /** Deletes a row after asking; `reset` words it as going back to the page's default. */
  remove(item: ContentItem, mode: "delete" | "reset"): Promise<void>;
  dismissBanner(): void;
  /** The key's recorded changes, newest first. */
  loadHistory(key: string): Promise<Result<HistoryEntry[]>>;
  /** Gives the key an earlier text again, as a new change. */
  restoreVersion(key: string, value: string): Promise<void>;
}

/** Shows why a write cannot go ahead; true when it must not. */
const refuse = (check: Validation): boolean => {
  if (check.ok) return false;
  void showToast({ title: check.title, description: check.message, variant: "destructive" });
  return true;
};

/** Load, subscribe, apply changes, write, revalidate: the admin's whole data flow. */
const byKey = (key: string) => key;

export function useContentPanel({
  source,
  publish,
  first,
  nameOf = byKey,
}: ContentPanelOptions): ContentPanel {
  const [state, dispatch] = useReducer(panelReducer, first, openingPanelState);
  const stateRef = useRef(state);
  const { run: exclusive, running } = useExclusive(
    useCallback((busy: PanelState["busy"]) => dispatch({ type: "busy", busy }), []),
  );
  const ownWrites = useRef(new Set<string>());

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  /** Marks a write of ours so its realtime echo does not announce itself as someone else's. */
  const markOwn = (key: string) => {
    ownWrites.current.add(key);
    setTimeout(() => ownWrites.current.delete(key), OWN_WRITE_TTL_MS);
  };

  const failed = (banner: string, title: string, message: string) => {
    dispatch({ type: "banner", banner });
    void showToast({ title, description: message, variant: "destructive" });
  };

  const fetchAll = useLiveContent({
    source,
    dispatch,
    stateRef,
    ownWrites,
    preloaded: first !== undefined,
  });

  const unsaved = hasUnsavedEdits(state);
  useLeaveGuard(unsaved, t.unsavedPrompt);

  /**
   * Says a write worked. An ordinary write or a restore offers Undo, which writes the text back
   * as it was (itself recorded in the history); an undo offers nothing more.
   */
  const announce = (
    how: WriteKind,
    key: string,
    message: { title: string; description: string },
    undo: () => Promise<unknown>,
  ) => {
    if (how === "undo") {
      void showToast({ title: t.toasts.undone, description: t.toasts.undoneText(nameOf(key)) });
      return;
    }
    void showToast({
      ...(how === "restore"
        ? { title: t.toasts.restored, description: t.toasts.restoredText(nameOf(key)) }
        : message),
      action: { label: t.toasts.undo, onClick: () => void undo() },
    });
  };

  /** Inserts a row; returns whether it worked. */
  const insert = async (key: string, value: string, how: WriteKind = "edit"): Promise<boolean> => {
    markOwn(key);
    const result = await source.add(key, value);
    if (!result.ok) {
      ownWrites.current.delete(key);
      failed(t.banners.add(result.message), t.toasts.addError, result.message);
      // Someone may have added the same key meanwhile: the list shows theirs as a conflict.
      void fetchAll(true);
      return false;
    }
    const added = result.data;
    dispatch({ type: "written", key, change: { eventType: "INSERT", new: added } });
    void refreshSite(publish);
    announce(
      how,
      key,
      { title: t.toasts.added, description: t.toasts.addedText(nameOf(key)) },
      () => exclusive({ kind: "delete", key }, () => deleteRow(added, "undo")),
    );
    return true;
  };

  const update = async (key: string, base: ContentItem, value: string, how: WriteKind = "edit") => {
    markOwn(key);
    const result = await source.save(base, value);
    if (!result.ok) {
      ownWrites.current.delete(key);
      failed(t.banners.save(result.message), t.toasts.saveError, result.message);
      return;
    }
    const outcome = result.data;
    if (outcome.kind === "saved") {
      dispatch({ type: "written", key, change: { eventType: "UPDATE", new: outcome.item } });
      void refreshSite(publish);
      announce(
        how,
        key,
        { title: t.toasts.saved, description: t.toasts.savedText(nameOf(key)) },
        () =>
          // Against the row as this save left it: if someone changed it since, Undo is refused
          // like any stale save rather than overwriting their text.
          exclusive({ kind: "save", key }, () =>
            update(key, outcome.item, base.content_value, "undo"),
          ),
      );
      return;
    }
    ownWrites.current.delete(key);
    if (outcome.kind === "changed") {
      dispatch({
        type: "conflict",
        key,
        conflict: { kind: "changed", latest: outcome.latest, refused: true },
        latest: outcome.latest,
      });
      void showToast({
        title: t.toasts.conflict,
        description: t.conflict.refusedTitle,
        variant: "destructive",
      });
    } else if (outcome.kind === "gone") {
      dispatch({ type: "conflict", key, conflict: { kind: "deleted" } });
      void showToast({
        title: t.toasts.saveError,
        description: t.conflict.deletedTitle,
        variant: "destructive",
      });
    } else {
      failed(t.banners.save(t.notPermitted), t.toasts.saveError, t.notPermitted);
    }
  };

  const deleteRow = async (item: ContentItem, how: WriteKind | "reset") => {
    const key = item.content_key;
    markOwn(key);
    const result = await source.remove(item.id);
    if (!result.ok || !result.data) {
      ownWrites.current.delete(key);
      const message = result.ok ? t.notPermitted : result.message;
      failed(t.banners.delete(message), t.toasts.deleteError, message);
      return;
    }
    dispatch({ type: "written", key, change: { eventType: "DELETE", old: { id: item.id } } });
    void refreshSite(publish);
    const message =
      how === "reset"
        ? { title: t.toasts.reset, description: t.toasts.resetText(nameOf(key)) }
        : { title: t.toasts.deleted, description: t.toasts.deletedText(nameOf(key)) };
    announce(how === "reset" ? "edit" : how, key, message, () =>
      exclusive({ kind: "add" }, () => insert(key, item.content_value, "undo")),
    );
  };

  /** Gives the key this text: over its row as it stands now, or as a new row. */
  const writeValue = async (key: string, value: string, how: WriteKind) => {
    const current = stateRef.current.items.find((item) => item.content_key === key);
    if (current) await update(key, current, value, how);
    else await insert(key, value, how);
  };

  const editOf = (key: string) => stateRef.current.edits[key];

  return {
    state,
    startEdit: (key, base, draft) => dispatch({ type: "editStarted", key, base, draft }),
    setDraft: (key, draft) => dispatch({ type: "drafted", key, draft }),
    closeEdit: (key) => dispatch({ type: "editClosed", key }),
    dismissBanner: () => dispatch({ type: "banner", banner: null }),

    async save(key) {
      const edit = editOf(key);
      if (!edit || running()) return;
      if (edit.base) {
        if (refuse(validateValue(edit.draft))) return;
        const base = edit.base;
        await exclusive({ kind: "save", key }, () => update(key, base, edit.draft));
        return;
      }
      if (refuse(validateNewContent(key, edit.draft, stateRef.current.items))) return;
      await exclusive({ kind: "save", key }, () => insert(key, edit.draft));
    },

    async keepMine(key) {
      const edit = editOf(key);
      if (edit?.conflict?.kind !== "changed" || running()) return;
      if (refuse(validateValue(edit.draft))) return;
      const latest = edit.conflict.latest;
      await exclusive({ kind: "save", key }, () => update(key, latest, edit.draft));
    },

    async restore(key) {
      const edit = editOf(key);
      if (!edit || running()) return;
      if (refuse(validateNewContent(key, edit.draft, stateRef.current.items))) return;
      await exclusive({ kind: "add" }, () => insert(key, edit.draft));
    },

    async add(key, value) {
      if (running()) return false;
      if (refuse(validateNewContent(key, value, stateRef.current.items))) return false;
      return (await exclusive({ kind: "add" }, () => insert(key, value))) ?? false;
    },

    async remove(item, mode) {
      const key = item.content_key;
      const question =
        mode === "reset" ? t.pages.confirmReset(nameOf(key)) : t.list.confirmDelete(key);
      if (running() || !window.confirm(question)) return;
      await exclusive({ kind: "delete", key }, () =>
        deleteRow(item, mode === "reset" ? "reset" : "edit"),
      );
    },

    // The source's own function: stable across renders, so views can depend on it.
    loadHistory: source.history,

    async restoreVersion(key, value) {
      if (running() || refuse(validateValue(value))) return;
      await exclusive({ kind: "save", key }, () => writeValue(key, value, "restore"));
    },
  };
}
