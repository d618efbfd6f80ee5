"use client";

import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { stagedSummary } from "./actions";
import { previewText } from "@/content/preview";
import type { Editable, StagedSummary } from "@/lib/visual-editing/editable-text";
import { formForRefs } from "@/lib/visual-editing/form-field";
import { blockHashOf } from "@/lib/blocks/block-anchor";
import { parseRef } from "@/lib/visual-editing/marks";
import { previewPath } from "@/lib/visual-editing/on-page-path";
import { LAYER_ATTRIBUTE, markedElements } from "@/lib/visual-editing/scan";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { openItemKey } from "../activity/activity-source";
import { editingChoice } from "./editing-choice";
import { FrameDescriptions, useFrameMarks, useOpenBy } from "./frame-marks";
import { badgeStyle, DIALOG_WIDTH, dialogStyle } from "./frame-position";
import { frameWidthChoice, frameWidthStyle } from "./frame-width";
import { FrameWidthControl } from "./frame-width-control";
import { ACTIVE_ATTRIBUTE } from "./frame-style";
import { OnPageToolbar } from "./on-page-toolbar";
import { secondaryButton } from "../shell/styles";
import { TextEditor } from "./text-editor";
import { useEditables } from "./use-editables";
import { focusTarget, type OpenTexts, refsFor, refsOf, usePageFrame } from "./use-page-frame";
import { usePagePresence } from "./use-page-presence";

const t = previewText.edit;

/** How long after this tab's publish or discard a live report of it is taken as its echo. */
const OWN_CHANGE_ECHO_MS = 2000;

interface OnPageEditorProps {
  /** The public page shown first. */
  path: string;
  title: string;
  session: BrowserSession;
  me: { id: string; email: string };
  staged: StagedSummary;
  /** Whether this member publishes (an author asks for review instead). */
  canPublish: boolean;
}

/**
 * Editing on the page: the public page in preview, in a frame, where every text an editor can
 * change is ringed and labelled on hover or focus and opens in place on a click or
 * Enter. Everything runs here, in the admin, reaching into the frame (same origin), so the
 * public pages carry no editing code at all: only, in preview, the unseen marks.
 */
export function OnPageEditor({
  path,
  title,
  session,
  me,
  staged: initial,
  canPublish,
}: OnPageEditorProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const editing = useSyncExternalStore(editingChoice.subscribe, editingChoice.read, () => true);
  const width = useSyncExternalStore(
    frameWidthChoice.subscribe,
    frameWidthChoice.read,
    () => "desktop" as const,
  );
  const [chosen, setOpen] = useState<OpenTexts | null>(null);
  const [dirty, setDirty] = useState(false);
  const [said, setSaid] = useState("");
  const [staged, setStaged] = useState(initial);
  /** Staged from the box now open: the page is read again when it closes, not under it. */
  const stagedHere = useRef(false);
  /** Until when a removal reported live is this tab's own publish or discard, already shown. */
  const ownChangeUntil = useRef(0);
  /** The text whose element takes the focus back once the page has been read again. */
  const refocus = useRef<string | null>(null);

  const onOpen = useCallback(
    (next: OpenTexts) => {
      // An edit in progress is never dropped for another: its box keeps the focus.
      if (dirty) {
        next.anchor.ownerDocument
          .querySelector<HTMLElement>(".edit-dialog input, .edit-dialog textarea")
          ?.focus();
        return;
      }
      const form = formForRefs(next.refs);
      if (form) {
        // A block of a page opens with its fields in the page's form.
        window.location.assign(form + blockHashOf(next.anchor));
        return;
      }
      setOpen(next);
    },
    [dirty],
  );
  const { doc, refs, version, active } = usePageFrame(frame, editing, { onOpen });
  // A page left for another (a link followed with editing off) takes its open box with it.
  const open =
    chosen && chosen.anchor.isConnected && chosen.anchor.ownerDocument === doc ? chosen : null;
  const { editables, reload, update } = useEditables(refs);

  const openRefs = useMemo(() => open?.refs ?? [], [open]);
  // What others see open here: texts by key, items by list and id (as their forms say).
  const openKeys = useMemo(
    () =>
      openRefs.flatMap((ref) => {
        const parsed = parseRef(ref);
        return parsed?.kind === "text" ? [parsed.key] : [];
      }),
    [openRefs],
  );
  const openItems = useMemo(
    () =>
      openRefs.flatMap((ref) => {
        const editable = editables.get(ref);
        return editable?.kind === "item"
          ? [{ key: openItemKey(editable.collection, editable.id), label: editable.label }]
          : [];
      }),
    [openRefs, editables],
  );
  const readStaged = useCallback(async () => {
    const summary = await stagedSummary().catch(() => null);
    if (summary) setStaged(summary);
  }, []);
  const reloadFrame = useCallback(() => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    // The focus comes back to the same text, and the page to the same place.
    const focused = view.document.activeElement;
    refocus.current ??= (focused && refsFor(focused)[0]) || null;
    const y = view.scrollY;
    frame.current?.addEventListener("load", () => frame.current?.contentWindow?.scrollTo(0, y), {
      once: true,
    });
    view.location.reload();
  }, []);
  const ownChange = useCallback(() => {
    ownChangeUntil.current = Date.now() + OWN_CHANGE_ECHO_MS;
  }, []);
  // Anyone's stage, discard or publish: the count and the texts are read again, and the page
  // too, unless a box is open here (a reload would take it away) or the change is this
  // editor's own, already shown: a stage of theirs, or the echo of a publish or discard.
  const onStagedChange = useCallback(
    (byOthers: boolean) => {
      void readStaged();
      void reload();
      if (open || !byOthers || Date.now() < ownChangeUntil.current) return;
      reloadFrame();
    },
    [readStaged, reload, reloadFrame, open],
  );
  const peers = usePagePresence(session, me, { keys: openKeys, items: openItems }, onStagedChange);

  const describedBy = useMemo(() => new Map(refs.map((ref, i) => [ref, `edit-text-${i}`])), [refs]);

  const { anyOpen, openByOf } = useOpenBy(peers);
  useFrameMarks(doc, editing, version, describedBy, openByOf);

  useEffect(() => {
    const anchor = open?.anchor;
    if (!anchor) return;
    anchor.setAttribute(ACTIVE_ATTRIBUTE, "");
    return () => anchor.removeAttribute(ACTIVE_ATTRIBUTE);
  }, [open]);

  useEffect(() => {
    const ref = refocus.current;
    // Only while the frame still has the focus: never taken from elsewhere in the admin.
    if (!doc || !ref || document.activeElement !== frame.current) return;
    const element = markedElements(doc.body).find((candidate) => refsOf(candidate).includes(ref));
    if (!element) return;
    refocus.current = null;
    focusTarget(element).focus({ preventScroll: true });
  }, [doc, refs, version]);

  // A box opened on something not read yet (or whose read failed) asks for it again.
  const readMissing = useEffectEvent(() => {
    if (openRefs.some((ref) => !editables.has(ref))) void reload();
  });
  useEffect(() => {
    if (open) readMissing();
  }, [open]);

  const changeEditing = (on: boolean) => {
    editingChoice.write(on);
    if (!on && !dirty) setOpen(null);
  };

  const close = useCallback(() => {
    const anchor = open?.anchor;
    setOpen(null);
    setDirty(false);
    if (stagedHere.current) {
      // What was staged shows at once: the page is read again, the focus comes back to it.
      stagedHere.current = false;
      refocus.current = open?.refs[0] ?? null;
      reloadFrame();
    }
    if (anchor?.isConnected) anchor.focus({ preventScroll: true });
  }, [open, reloadFrame]);

  const onStaged = useCallback(
    (done: Editable[]) => {
      for (const editable of done) update(editable);
      stagedHere.current = true;
      setSaid(t.staged);
      void readStaged();
    },
    [update, readStaged],
  );

  const labelFor = (element: Element) =>
    refsFor(element)
      .map((ref) => editables.get(ref)?.label ?? "")
      .filter(Boolean)
      .join(" + ");
  const openEditables = openRefs.flatMap((ref) => editables.get(ref) ?? []);
  const badge = active && active.isConnected && active !== open?.anchor ? active : null;
  const frameWidth = doc?.documentElement.clientWidth ?? DIALOG_WIDTH;
  const dialogWidth = Math.min(DIALOG_WIDTH, frameWidth - 16);
  const placed = (element: Element) => dialogStyle(element, frameWidth, dialogWidth);

  return (
    <div className="flex flex-col gap-3">
      <OnPageToolbar
        canPublish={canPublish}
        editing={editing}
        onEditingChange={changeEditing}
        staged={staged}
        onDone={() => {
          ownChange();
          void readStaged();
          void reload();
          reloadFrame();
        }}
      />
      <FrameWidthControl value={width} onChange={frameWidthChoice.write} />
      <iframe
        ref={frame}
        src={previewPath(path)}
        title={title}
        style={{ height: "75vh", ...frameWidthStyle(width) }}
        className="mx-auto max-w-full rounded-xl border border-border bg-background motion-safe:transition-[width] motion-safe:duration-300"
      />
      <p role="status" className="sr-only">
        {said}
      </p>
      {doc &&
        createPortal(
          <div {...{ [LAYER_ATTRIBUTE]: "" }}>
            <FrameDescriptions refs={refs} describedBy={describedBy} editables={editables} />
            {badge && (
              <span className="edit-badge" aria-hidden="true" style={badgeStyle(badge)}>
                {labelFor(badge)}
              </span>
            )}
            {editing &&
              anyOpen &&
              markedElements(doc.body)
                .filter((element) => element !== badge && openByOf(refsOf(element)).length > 0)
                .map((element, i) => (
                  <span
                    key={i}
                    className="edit-badge"
                    data-peer=""
                    data-testid="open-by"
                    style={badgeStyle(element)}
                  >
                    {t.openBy(openByOf(refsOf(element)).join(", "))}
                  </span>
                ))}
            {open && openEditables.length < openRefs.length && (
              <div
                className="edit-dialog flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-background p-4 text-sm text-foreground shadow-lg"
                style={placed(open.anchor)}
              >
                <p role="status">{t.loading}</p>
                <button type="button" className={secondaryButton} onClick={close}>
                  {t.cancel}
                </button>
              </div>
            )}
            {open && openEditables.length > 0 && openEditables.length === openRefs.length && (
              <TextEditor
                key={openRefs.join(" ")}
                editables={openEditables}
                position={placed(open.anchor)}
                link={open.anchor.closest("a")?.getAttribute("href") ?? null}
                openBy={openByOf(openRefs)}
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
