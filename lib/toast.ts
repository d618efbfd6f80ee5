import type { Notice, NoticeVariant } from "@/content/notices";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage extends Notice {
  variant?: ToastVariant;
  /** One button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
}

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

function requestToaster() {
  if (toasterRequested) return;
  toasterRequested = true;
  listeners.forEach((listener) => listener());
}

/** The one way to show a toast. */
export async function showToast({ title, description, variant = "default", action }: ToastMessage) {
  requestToaster();
  const { toast } = await import("sonner");
  if (variant === "destructive") toast.error(title, { description, action });
  else toast(title, { description, action });
}

/**
 * The spec's "Feature Coming Soon!" notice for actions with no back end yet. Its text loads with
 * the first notice shown, like the toaster, rather than with every page.
 */
export async function showComingSoon(variant: NoticeVariant = "general") {
  requestToaster();
  const { comingSoon } = await import("@/content/notices");
  return showToast(comingSoon[variant]);
}
