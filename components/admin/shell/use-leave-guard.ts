import { useEffect } from "react";

/** A click that would take this tab to another page of the site through a plain link. */
function leavingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.target && link.target !== "_self") return false;
  if (link.hasAttribute("download")) return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return false;
  // A link within the page (its own sections) leaves nothing.
  return to.pathname !== here.pathname || to.search !== here.search;
}

/**
 * While `active`, asks before the tab leaves the page: closing or reloading it (the browser's
 * own question) and following a link of the site (`message`, since client-side navigation never
 * fires beforeunload). The link's click is stopped before the router sees it when the editor
 * stays.
 */
export function useLeaveGuard(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    const click = (event: MouseEvent) => {
      if (!leavingClick(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("click", click, { capture: true });
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("click", click, { capture: true });
    };
  }, [active, message]);
}
