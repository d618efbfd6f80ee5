// Between the toast helper (lib/toast.ts) and the host that mounts the toaster: kept apart so
// every page's host carries this alone, and the helper loads with the first notice.

type Listener = () => void;

let toasterRequested = false;
const listeners = new Set<Listener>();

/**
 * The toaster is not part of the first page load: the first toast asks the host to mount it,
 * and sonner replays toasts created before its Toaster subscribed.
 */
export function onToasterRequested(listener: Listener): () => void {
  if (toasterRequested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the host to mount the toaster; only the first call does anything. */
export function requestToaster() {
  if (toasterRequested) return;
  toasterRequested = true;
  listeners.forEach((listener) => listener());
}
