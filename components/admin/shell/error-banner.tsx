import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";

/** The last failure, until the editor dismisses it. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <InterfaceIcon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={adminText.banners.dismiss}
        className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-ring dark:hover:bg-red-900/40"
      >
        <InterfaceIcon name="close" className="size-4" />
      </button>
    </div>
  );
}
