import { useEffect, useState, type RefObject } from "react";
import { parseRef } from "@/lib/visual-editing/marks";
import {
  collectMarks,
  elementRefs,
  isElement,
  isHydrated,
  LAYER_ATTRIBUTE,
  markedElement,
  markedElementAt,
  markedElements,
  REFS_ATTRIBUTE,
} from "@/lib/visual-editing/scan";
import { FRAME_STYLE } from "./frame-style";

const STYLE_ID = "edit-on-page-style";
/** Marks the editor's stylesheets once they are in the framed page. */
const EDITOR_SHEET_ATTRIBUTE = "data-editor-stylesheet";
const HYDRATION_POLL_MS = 100;
/** Ten seconds of waiting for the page's script; past that, what is read is what there is. */
const HYDRATION_POLLS = 100;
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** What an element shows that can be edited here, by reference. */
export const refsOf = (element: Element) =>
  elementRefs(element).filter((ref) => parseRef(ref) !== null);

/** What the keyboard reaches for a marked element: its link or button, else itself. */
export const focusTarget = (element: HTMLElement) =>
  element.closest<HTMLElement>(FOCUSABLE) ?? element;

/**
 * What an element stands for: its own texts and, for a link or a button, those of every marked
 * part inside it; else those of the marked element around it.
 */
export function refsFor(target: EventTarget | null): string[] {
  if (!isElement(target)) return [];
  const own = target.hasAttribute(REFS_ATTRIBUTE) ? refsOf(target) : [];
  const inside = target.matches(FOCUSABLE) ? markedElements(target).flatMap(refsOf) : [];
  if (own.length + inside.length > 0) return [...new Set([...own, ...inside])];
  const around = markedElement(target);
  return around ? refsOf(around) : [];
}

/** Where a text is open: the element it was opened from, and the texts it shows. */
export interface OpenTexts {
  anchor: HTMLElement;
  refs: string[];
}

function refsOnPage(doc: Document): string[] {
  const refs = new Set<string>();
  for (const element of markedElements(doc.body)) for (const ref of refsOf(element)) refs.add(ref);
  return [...refs].sort();
}

const inLayer = (target: EventTarget | null) =>
  isElement(target) && target.closest(`[${LAYER_ATTRIBUTE}]`) !== null;

interface FrameHandlers {
  /** A text's element was clicked, or Enter pressed on it, while editing is on. */
  onOpen(open: OpenTexts): void;
}

/**
 * Follows the page shown in `frame` (same origin, in preview): on every load it adds the
 * editing styles, reads the edit marks now and whenever the page changes, and reports clicks,
 * Enter, hover and focus on texts while `editing`. Gives the frame's document, the references
 * it shows, the element under the pointer or focus, and a count that moves on with every change
 * so positions are measured again.
 */
export function usePageFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  editing: boolean,
  { onOpen }: FrameHandlers,
) {
  const [doc, setDoc] = useState<Document | null>(null);
  const [refs, setRefs] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [active, setActive] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const attach = () => {
      const loaded = element.contentDocument;
      if (!loaded?.body) return;
      if (!loaded.getElementById(STYLE_ID)) {
        const style = loaded.createElement("style");
        style.id = STYLE_ID;
        style.textContent = FRAME_STYLE;
        loaded.head.append(style);
      }
      // The editing dialogs open inside the framed page, whose stylesheet carries the public
      // pages' rules only. The editor's own (the same rules and the editor's) comes along; being
      // a superset in the same order, it leaves the page looking as it does.
      if (!loaded.querySelector(`link[${EDITOR_SHEET_ATTRIBUTE}]`)) {
        for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
          const link = loaded.createElement("link");
          link.rel = "stylesheet";
          link.href = sheet.href;
          link.setAttribute(EDITOR_SHEET_ATTRIBUTE, "");
          loaded.head.append(link);
        }
      }
      setDoc(loaded);
    };
    attach();
    element.addEventListener("load", attach);
    return () => element.removeEventListener("load", attach);
  }, [frame]);

  useEffect(() => {
    if (!doc) return;
    const view = doc.defaultView;
    if (!view) return;
    let frameId = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const scan = () => {
      frameId = 0;
      clearTimeout(retry);
      // Texts the page has not hydrated yet are read once it has.
      const waiting = collectMarks(doc.documentElement, isHydrated);
      if (waiting > 0 && polls < HYDRATION_POLLS) {
        polls += 1;
        retry = setTimeout(scan, HYDRATION_POLL_MS);
      }
      // The marks just taken out are not news.
      observer.takeRecords();
      const found = refsOnPage(doc);
      setRefs((previous) => (previous.join(" ") === found.join(" ") ? previous : found));
      setVersion((count) => count + 1);
    };
    const observer = new view.MutationObserver((records) => {
      const fromPage = records.some((record) => {
        const target = isElement(record.target) ? record.target : record.target.parentElement;
        return !target?.closest(`[${LAYER_ATTRIBUTE}]`);
      });
      if (fromPage && frameId === 0) frameId = view.requestAnimationFrame(scan);
    });
    observer.observe(doc.documentElement, { subtree: true, childList: true, characterData: true });
    const measure = () => setVersion((count) => count + 1);
    view.addEventListener("resize", measure);
    scan();
    return () => {
      observer.disconnect();
      view.cancelAnimationFrame(frameId);
      clearTimeout(retry);
      view.removeEventListener("resize", measure);
    };
  }, [doc]);

  // A page's texts carry their marks only when the frame itself loads it, so every move to
  // another page inside the frame is a load of its own, not the page script's in-place change.
  useEffect(() => {
    const view = doc?.defaultView;
    if (!doc || !view) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const link = isElement(event.target) ? event.target.closest("a[href]") : null;
      const target = link?.getAttribute("target");
      if (!link || (target && target !== "_self")) return;
      const to = new URL(link.getAttribute("href")!, view.location.href);
      if (to.origin !== view.location.origin) return;
      // Before the page script's own handler (on the document) turns it into an in-place move.
      event.preventDefault();
      event.stopPropagation();
      view.location.assign(to.href);
    };
    const onHistory = () => view.location.reload();
    doc.documentElement.addEventListener("click", onClick);
    view.addEventListener("popstate", onHistory);
    return () => {
      doc.documentElement.removeEventListener("click", onClick);
      view.removeEventListener("popstate", onHistory);
    };
  }, [doc]);

  useEffect(() => {
    const view = doc?.defaultView;
    if (!doc || !view || !editing) return;
    const onClick = (event: MouseEvent) => {
      if (inLayer(event.target) || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const element =
        markedElementAt(doc, event.clientX, event.clientY) ?? markedElement(event.target);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      onOpen({ anchor: element, refs: refsOf(element) });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || inLayer(event.target) || !isElement(event.target)) return;
      const refs = refsFor(event.target);
      if (refs.length === 0) return;
      const marked = markedElement(event.target);
      if (marked && focusTarget(marked) !== event.target) return;
      event.preventDefault();
      event.stopPropagation();
      onOpen({ anchor: event.target, refs });
    };
    let pointer = 0;
    const onMove = (event: PointerEvent) => {
      if (pointer !== 0) return;
      pointer = view.requestAnimationFrame(() => {
        pointer = 0;
        if (!inLayer(event.target)) setActive(markedElementAt(doc, event.clientX, event.clientY));
      });
    };
    const onFocus = (event: FocusEvent) => {
      if (inLayer(event.target) || !isElement(event.target)) return;
      setActive(refsFor(event.target).length > 0 ? event.target : null);
    };
    const onLeave = () => setActive(null);
    doc.addEventListener("click", onClick, true);
    doc.addEventListener("keydown", onKeyDown, true);
    doc.addEventListener("pointermove", onMove);
    doc.addEventListener("focusin", onFocus);
    doc.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      view.cancelAnimationFrame(pointer);
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("keydown", onKeyDown, true);
      doc.removeEventListener("pointermove", onMove);
      doc.removeEventListener("focusin", onFocus);
      doc.documentElement.removeEventListener("pointerleave", onLeave);
      setActive(null);
    };
  }, [doc, editing, onOpen]);

  return { doc, refs, version, active: editing ? active : null };
}
