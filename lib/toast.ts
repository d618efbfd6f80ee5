import type { Notice, NoticeVariant } from "@/content/notices";
import { requestToaster } from "./toaster-request";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage extends Notice {
  variant?: ToastVariant;
  /** One button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
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
  // The toaster starts loading now rather than after the text; showToast's own call is then a no-op.
  requestToaster();
  const { comingSoon } = await import("@/content/notices");
  return showToast(comingSoon[variant]);
}
