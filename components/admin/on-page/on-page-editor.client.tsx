"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { stagedSummary } from "@/app/(editor)/admin/on-page/actions";
import { previewText } from "@/content/preview";
import type { EditableText, StagedSummary } from "@/lib/visual-editing/editable-text";
import { previewPath } from "@/lib/visual-editing/on-page-path";
import { LAYER_ATTRIBUTE, markedElements } from "@/lib/visual-editing/scan";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { ACTIVE_ATTRIBUTE, EDITING_ATTRIBUTE, OPEN_BY_ATTRIBUTE } from "./frame-style";
import { OnPageToolbar } from "./on-page-toolbar";
import { TextEditor } from "./text-editor";
import { useEditableTexts } from "./use-editable-texts";
import { focusTarget, keysOf, usePageFrame } from "./use-page-frame";
import { usePagePresence } from "./use-page-presence";

const t = previewText.edit;

/** Remembered for the tab, so moving between pages keeps the choice. */
const EDITING_KEY = "edit-on-page";
/** Set on the elements editing made focusable, so turning it off can undo exactly that. */
const ADDED_TABINDEX = "data-edit-tabindex";
const DIALOG_WIDTH = 512;

/** Whether editing is on, kept in the tab's session storage (on unless turned off). */
const editingChoice = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    editingChoice.listeners.add(listener);
    return () => editingChoice.listeners.delete(listener);
  },
  read: () => sessionStorage.getItem(EDITING_KEY) !== "off",
  write(on: boolean) {
    sessionStorage.setItem(EDITING_KEY, on ? "on" : "off");
    for (const listener of editingChoice.listeners) listener();
  },
};

interface OnPageEditorProps {
  /** The public page shown first. */
  path: string;
  title: string;
  session: BrowserSession;
  me: { id: string; email: string };
  staged: StagedSummary;
}

function pagePosition(element: Element) {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return {
    top: rect.top + (view?.scrollY ?? 0),
    bottom: rect.bottom + (view?.scrollY ?? 0),
    left: rect.left + (view?.scrollX ?? 0),
  };
}

/**
 * Editing on the page: the public page in preview, in a frame, where every text an editor can
 * change is ringed and labelled on hover or focus and opens in place on a click or
 * Enter. Everything runs here, in the admin, reaching into the frame (same origin), so the
 * public pages carry no editing code at all: only, in preview, the unseen marks.
 */
export function OnPageEditor({ path, title, session, me, staged: initial }: OnPageEditorProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const editing = useSyncExternalStore(editingChoice.subscribe, editingChoice.read, () => true);
  const [chosen, setOpen] = useState<HTMLElement | null>(null);
  // A page left for another (a link followed with editing off) takes its open box with it.
  const open = chosen?.isConnected ? chosen : null;
  const [dirty, setDirty] = useState(false);
  const [said, setSaid] = useState("");
  const [staged, setStaged] = useState(initial);

  const onOpen = useCallback(
    (element: HTMLElement) => {
      // An edit in progress is never dropped for another: its box keeps the focus.
      if (dirty) {
        element.ownerDocument
          .querySelector<HTMLElement>(".edit-dialog input, .edit-dialog textarea")
          ?.focus();
        return;
      }
      setOpen(element);
    },
    [dirty],
  );
  const { doc, keys, version, active } = usePageFrame(frame, editing, { onOpen });
  const { texts, reload, update } = useEditableTexts(keys);

  const openKeys = useMemo(() => (open ? keysOf(open) : []), [open]);
  const readStaged = useCallback(async () => {
    const summary = await stagedSummary().catch(() => null);
    if (summary) setStaged(summary);
  }, []);
  const reloadFrame = useCallback(() => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    const y = view.scrollY;
    frame.current?.addEventListener("load", () => frame.current?.contentWindow?.scrollTo(0, y), {
      once: true,
    });
    view.location.reload();
  }, []);
  // Anyone's stage, discard or publish: the count, the texts and (unless a box is open here,
  // which a reload would take away) the page are read again.
  const onStagedChange = useCallback(() => {
    void readStaged();
    void reload();
    if (!open) reloadFrame();
  }, [readStaged, reload, reloadFrame, open]);
  const peers = usePagePresence(session, me, openKeys, onStagedChange);

  const describedBy = useMemo(() => new Map(keys.map((key, i) => [key, `edit-text-${i}`])), [keys]);

  // Focus, descriptions and the other editors' marks, on the page's own elements.
  useEffect(() => {
    if (!doc) return;
    doc.documentElement.toggleAttribute(EDITING_ATTRIBUTE, editing);
    const openBy = new Map<string, string[]>();
    for (const peer of peers) {
      for (const key of peer.editing) openBy.set(key, [...(openBy.get(key) ?? []), peer.email]);
    }
    for (const element of markedElements(doc.body)) {
      const elementKeys = keysOf(element);
      const target = focusTarget(element);
      if (editing) {
        if (target === element && !element.hasAttribute("tabindex")) {
          element.setAttribute("tabindex", "0");
          element.setAttribute(ADDED_TABINDEX, "");
        }
        const ids = elementKeys.flatMap((key) => describedBy.get(key) ?? []);
        target.setAttribute("aria-describedby", ids.join(" "));
      } else {
        if (element.hasAttribute(ADDED_TABINDEX)) {
          element.removeAttribute("tabindex");
          element.removeAttribute(ADDED_TABINDEX);
        }
        target.removeAttribute("aria-describedby");
      }
      const by = [...new Set(elementKeys.flatMap((key) => openBy.get(key) ?? []))];
      if (editing && by.length > 0) element.setAttribute(OPEN_BY_ATTRIBUTE, by.join(", "));
      else element.removeAttribute(OPEN_BY_ATTRIBUTE);
    }
  }, [doc, editing, version, peers, describedBy]);

  useEffect(() => {
    if (!open) return;
    open.setAttribute(ACTIVE_ATTRIBUTE, "");
    return () => open.removeAttribute(ACTIVE_ATTRIBUTE);
  }, [open]);

  const changeEditing = (on: boolean) => {
    editingChoice.write(on);
    if (!on && !dirty) setOpen(null);
  };

  /** The text whose element takes the focus back once the page has been read again. */
  const refocus = useRef<string | null>(null);
  const close = useCallback(() => {
    const element = open;
    setOpen(null);
    setDirty(false);
    if (element) focusTarget(element).focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    const key = refocus.current;
    // Only while the frame still has the focus: never taken from elsewhere in the admin.
    if (!doc || !key || document.activeElement !== frame.current) return;
    const element = markedElements(doc.body).find((candidate) => keysOf(candidate).includes(key));
    if (!element) return;
    refocus.current = null;
    focusTarget(element).focus({ preventScroll: true });
  }, [doc, keys, version]);

  const onStaged = useCallback(
    (done: EditableText[]) => {
      for (const text of done) update(text);
      setSaid(t.staged);
      refocus.current = done[0]?.key ?? null;
      void readStaged();
      // The preview shows it at once: the page is read again with the change staged.
      reloadFrame();
    },
    [update, readStaged, reloadFrame],
  );

  const labelFor = (element: Element) =>
    keysOf(element)
      .map((key) => texts.get(key)?.label ?? key)
      .join(" + ");
  const openTexts = openKeys.flatMap((key) => texts.get(key) ?? []);
  const badge = active && active.isConnected && active !== open ? active : null;
  const frameWidth = doc?.documentElement.clientWidth ?? DIALOG_WIDTH;
  const dialogWidth = Math.min(DIALOG_WIDTH, frameWidth - 16);
  const badgeStyle = (element: Element) => {
    const position = pagePosition(element);
    return { top: Math.max(0, position.top - 22), left: Math.max(0, position.left) };
  };

  return (
    <div className="flex flex-col gap-3">
      <OnPageToolbar
        editing={editing}
        onEditingChange={changeEditing}
        staged={staged}
        onDone={onStagedChange}
      />
      <iframe
        ref={frame}
        src={previewPath(path)}
        title={title}
        style={{ height: "75vh" }}
        className="w-full rounded-xl border border-border bg-background"
      />
      <p role="status" className="sr-only">
        {said}
      </p>
      {doc &&
        createPortal(
          <div {...{ [LAYER_ATTRIBUTE]: "" }}>
            {keys.map((key) => (
              <span key={key} id={describedBy.get(key)} hidden>
                {t.describe(texts.get(key)?.label ?? key)} {t.hint}
              </span>
            ))}
            {badge && (
              <span className="edit-badge" aria-hidden="true" style={badgeStyle(badge)}>
                {labelFor(badge)}
              </span>
            )}
            {editing &&
              markedElements(doc.body)
                .filter((element) => element.hasAttribute(OPEN_BY_ATTRIBUTE) && element !== badge)
                .map((element, i) => (
                  <span
                    key={i}
                    className="edit-badge"
                    data-peer=""
                    data-testid="open-by"
                    style={badgeStyle(element)}
                  >
                    {t.openBy(element.getAttribute(OPEN_BY_ATTRIBUTE) ?? "")}
                  </span>
                ))}
            {open && openTexts.length > 0 && (
              <TextEditor
                key={openKeys.join(" ")}
                texts={openTexts}
                position={{
                  top: pagePosition(open).bottom + 8,
                  left: Math.max(
                    8,
                    Math.min(pagePosition(open).left, frameWidth - dialogWidth - 8),
                  ),
                }}
                link={open.closest("a")?.getAttribute("href") ?? null}
                openBy={[
                  ...new Set(
                    peers
                      .filter((peer) => peer.editing.some((key) => openKeys.includes(key)))
                      .map((peer) => peer.email),
                  ),
                ]}
                onDirty={setDirty}
                onStaged={onStaged}
                onClose={close}
              />
            )}
          </div>,
          doc.body,
        )}
    </div>
  );
}
