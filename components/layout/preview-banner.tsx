import { previewText } from "@/content/preview";
import { editorClient } from "@/lib/auth/editor-client";
import { isPreviewing } from "@/lib/preview-mode";
import { readStagedSummary } from "@/lib/visual-editing/staged-summary";

const link =
  "inline-flex min-h-11 items-center underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-950";

/**
 * Says plainly that the page shows staged changes, how many, and the ways on: editing this page
 * in the admin, or leaving the preview; nothing outside a preview. It comes last and sticks to
 * the bottom of the window, clear of the fixed header, and at the end of the page it sits below
 * the footer instead of covering it.
 */
export async function PreviewBanner() {
  if (!(await isPreviewing())) return null;
  const supabase = await editorClient();
  const staged = supabase ? await readStagedSummary(supabase) : null;
  return (
    <div
      role="region"
      aria-label={previewText.bar.label}
      data-testid="preview-banner"
      className="sticky bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-amber-500 bg-amber-300 px-4 py-1 text-center text-sm font-medium text-amber-950 shadow-lg"
    >
      <p>{previewText.banner}</p>
      {staged && <p className="font-semibold">{previewText.stagedCount(staged.count)}</p>}
      <div className="flex flex-wrap justify-center gap-x-3">
        {/* Each reads the page it is on from the Referer, so no script is needed. */}
        {supabase && (
          <a href="/api/preview/edit" className={`${link} font-semibold`}>
            {previewText.bar.editOnPage}
          </a>
        )}
        <a href="/admin/staged" className={link}>
          {previewText.backToAdmin}
        </a>
        <a href="/api/preview/exit" className={`${link} font-semibold`}>
          {previewText.exit}
        </a>
      </div>
    </div>
  );
}
