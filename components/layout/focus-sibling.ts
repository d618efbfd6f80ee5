/** The end of a menu's links that focus goes to. */
export type FocusEdge = "first" | "last";
export type FocusStep = 1 | -1 | FocusEdge;

/** Moves focus between the links of an open menu with the arrow keys. */
export function focusSibling(container: HTMLElement, step: FocusStep) {
  const links = Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]"));
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    step === "first"
      ? 0
      : step === "last"
        ? links.length - 1
        : (current + step + links.length) % links.length;
  links[next]?.focus();
}
