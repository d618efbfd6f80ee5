import { useEffect, useState, type RefObject } from "react";
import { refKey } from "@/lib/visual-editing/marks";
import {
  collectMarks,
  elementRefs,
  isElement,
  isHydrated,
  LAYER_ATTRIBUTE,
  markedElement,
  markedElements,
} from "@/lib/visual-editing/scan";
import { FRAME_STYLE } from "./frame-style";

const STYLE_ID = "edit-on-page-style";
const HYDRATION_POLL_MS = 100;
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The site-text keys an element shows. */
export const keysOf = (element: Element) =>
  elementRefs(element).flatMap((ref) => {
    const key = refKey(ref);
    return key ? [key] : [];
  });

/** What the keyboard reaches for a marked element: its link or button, else itself. */
export const focusTarget = (element: HTMLElement) =>
  element.closest<HTMLElement>(FOCUSABLE) ?? element;

/** The marked element a control stands for: itself, else (a link, a button) the first marked part inside. */
function markedFor(target: EventTarget | null): HTMLElement | null {
  const marked = markedElement(target);
  if (marked) return marked;
  if (!isElement(target) || !target.matches(FOCUSABLE)) return null;
  return markedElements(target)[0] ?? null;
}

function keysOnPage(doc: Document): string[] {
  const keys = new Set<string>();
  for (const element of markedElements(doc.body)) for (const key of keysOf(element)) keys.add(key);
  return [...keys].sort();
}

const inLayer = (target: EventTarget | null) =>
  isElement(target) && target.closest(`[${LAYER_ATTRIBUTE}]`) !== null;

interface FrameHandlers {
  /** A text's element was clicked, or Enter pressed on it, while editing is on. */
  onOpen(element: HTMLElement): void;
}

/**
 * Follows the page shown in `frame` (same origin, in preview): on every load it adds the
 * editing styles, reads the edit marks now and whenever the page changes, and reports clicks,
 * Enter, hover and focus on texts while `editing`. Gives the frame's document, the keys it
 * shows, the element under the pointer or focus, and a count that moves on with every change
 * so positions are measured again.
 */
export function usePageFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  editing: boolean,
  { onOpen }: FrameHandlers,
) {
  const [doc, setDoc] = useState<Document | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
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
    const scan = () => {
      frameId = 0;
      clearTimeout(retry);
      // Texts the page has not hydrated yet are read once it has.
      if (collectMarks(doc.documentElement, isHydrated) > 0)
        retry = setTimeout(scan, HYDRATION_POLL_MS);
      // The marks just taken out are not news.
      observer.takeRecords();
      const found = keysOnPage(doc);
      setKeys((previous) => (previous.join(" ") === found.join(" ") ? previous : found));
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

  useEffect(() => {
    if (!doc || !editing) return;
    const onClick = (event: MouseEvent) => {
      if (inLayer(event.target) || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const element = markedElement(event.target);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      onOpen(element);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || inLayer(event.target)) return;
      const element = markedFor(event.target);
      if (!element || focusTarget(element) !== event.target) return;
      event.preventDefault();
      event.stopPropagation();
      onOpen(element);
    };
    const onOver = (event: Event) => {
      if (!inLayer(event.target)) setActive(markedFor(event.target));
    };
    const onLeave = () => setActive(null);
    doc.addEventListener("click", onClick, true);
    doc.addEventListener("keydown", onKeyDown, true);
    doc.addEventListener("pointerover", onOver);
    doc.addEventListener("focusin", onOver);
    doc.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("keydown", onKeyDown, true);
      doc.removeEventListener("pointerover", onOver);
      doc.removeEventListener("focusin", onOver);
      doc.documentElement.removeEventListener("pointerleave", onLeave);
      setActive(null);
    };
  }, [doc, editing, onOpen]);

  return { doc, keys, version, active: editing ? active : null };
}
