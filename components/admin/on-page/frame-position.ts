/** The widest an edit box gets. */
export const DIALOG_WIDTH = 512;

/** Where an element of the framed page is on the page (not in the frame's view). */
function pagePosition(element: Element) {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return {
    top: rect.top + (view?.scrollY ?? 0),
    bottom: rect.bottom + (view?.scrollY ?? 0),
    left: rect.left + (view?.scrollX ?? 0),
  };
}

/** A label's place: just above the element's top left corner. */
export function badgeStyle(element: Element) {
  const position = pagePosition(element);
  return { top: Math.max(0, position.top - 22), left: Math.max(0, position.left) };
}

/** An edit box's place: under the element, kept inside the page's width. */
export function dialogStyle(element: Element, frameWidth: number, dialogWidth: number) {
  const position = pagePosition(element);
  return {
    top: position.bottom + 8,
    left: Math.max(8, Math.min(position.left, frameWidth - dialogWidth - 8)),
  };
}
