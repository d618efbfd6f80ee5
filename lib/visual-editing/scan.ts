import { hasMarks, readMarks } from "./marks";

/** The attribute naming the references an element shows, space-separated. */
export const REFS_ATTRIBUTE = "data-edit-refs";

/** Marks the editing layer's own elements, which the page's changes and marks leave alone. */
export const LAYER_ATTRIBUTE = "data-edit-layer";

/**
 * Text that is not words on the page: left alone, marks and all (the page's data scripts carry
 * the marks too, and no script ever takes those elements over).
 */
const NOT_WORDS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TEXTAREA"]);

/**
 * Attributes a text may also reach (an alt, a label): their marks are taken out, and only an
 * image's alt makes its element editable.
 */
const TEXT_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder", "content"] as const;

function addRefs(element: Element, refs: readonly string[]) {
  const current = element.getAttribute(REFS_ATTRIBUTE)?.split(" ").filter(Boolean) ?? [];
  const next = [...new Set([...current, ...refs])];
  if (next.length !== current.length) element.setAttribute(REFS_ATTRIBUTE, next.join(" "));
}

/**
 * Whether the page's own script has taken over an element (React keeps its fiber on it). A text
 * must keep its marks until then: the page's hydration compares its text with the server's, and
 * a text changed under it would make React render the page again from scratch.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Takes every mark out of `root`'s text and attributes (and the document's title), and gives
 * each element whose own text carried marks the references in REFS_ATTRIBUTE. Elements inside
 * LAYER_ATTRIBUTE (the editing layer itself) get no references. Text whose element is not
 * `ready` yet keeps its marks for a later call. Safe to run again on the same tree: only text
 * still carrying marks is touched. Returns how many texts were left for later.
 */
export function collectMarks(root: Element, ready: (element: Element) => boolean = () => true) {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const marked: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.nodeValue && hasMarks(text.nodeValue)) marked.push(text);
  }
  let pending = 0;
  for (const text of marked) {
    const parent = text.parentElement;
    if (!parent || NOT_WORDS.has(parent.tagName)) continue;
    // The title is the document's, never the page script's: cleaned at once, not editable here.
    const title = parent.tagName === "TITLE";
    if (!title && !ready(parent)) {
      pending += 1;
      continue;
    }
    const { text: clean, refs } = readMarks(text.nodeValue ?? "");
    text.nodeValue = clean;
    if (title || parent.closest(`[${LAYER_ATTRIBUTE}]`) || parent.closest("svg")) continue;
    if (refs.length > 0) addRefs(parent, refs);
  }
  const selector = TEXT_ATTRIBUTES.map((name) => `[${name}]`).join(",");
  for (const element of root.querySelectorAll(selector)) {
    if (!ready(element)) continue;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (!value || !hasMarks(value)) continue;
      const { text: clean, refs } = readMarks(value);
      element.setAttribute(name, clean);
      // An image's alt names what chose it (and what describes it): the image is edited there.
      const image = name === "alt" && element.tagName === "IMG";
      if (image && refs.length > 0 && !element.closest(`[${LAYER_ATTRIBUTE}]`)) {
        addRefs(element, refs);
      }
    }
  }
  return pending;
}

/** The references an element shows. */
export function elementRefs(element: Element): string[] {
  return element.getAttribute(REFS_ATTRIBUTE)?.split(" ").filter(Boolean) ?? [];
}

/**
 * Whether `target` is an element, in any window: the page being edited may be in a frame, whose
 * elements are not instances of this window's Element.
 */
export function isElement(target: EventTarget | null): target is HTMLElement {
  return (target as Node | null)?.nodeType === 1;
}

/** The nearest element at or around `target` that shows editable text, if any. */
export function markedElement(target: EventTarget | null): HTMLElement | null {
  if (!isElement(target)) return null;
  return target.closest<HTMLElement>(`[${REFS_ATTRIBUTE}]`);
}

/** Every element showing editable text under `root`, in document order. */
export function markedElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${REFS_ATTRIBUTE}]`)];
}

/**
 * The element showing editable text at a point of the window, looking under anything laid over
 * it: a card's whole-card link covers its title and text, yet a click there means the text.
 */
export function markedElementAt(document: Document, x: number, y: number): HTMLElement | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const marked = markedElement(element);
    if (!marked) continue;
    const rect = marked.getBoundingClientRect();
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return marked;
  }
  return null;
}
