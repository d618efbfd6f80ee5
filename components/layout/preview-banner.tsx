import { previewText } from "@/content/preview";
import { isPreviewing } from "@/lib/preview-mode";

/**
 * Says plainly that the page shows staged text, with the way out; nothing outside a preview.
 * It comes last and sticks to the bottom of the window, clear of the fixed header, and at the
 * end of the page it sits below the footer instead of covering it.
 */
export async function PreviewBanner() {
  if (!(await isPreviewing())) return null;
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="sticky bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-amber-500 bg-amber-300 px-4 py-1 text-center text-sm font-medium text-amber-950 shadow-lg"
    >
      <p>{previewText.banner}</p>
      <div className="flex gap-3">
        <a
          href="/admin#staged-changes"
          className="inline-flex min-h-11 items-center underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-950"
        >
          {previewText.backToAdmin}
        </a>
        {/* Back to the same page: the exit reads it from the Referer, so no script is needed. */}
        <a
          href="/api/preview/exit"
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-950"
        >
          {previewText.exit}
        </a>
      </div>
    </div>
  );
}
