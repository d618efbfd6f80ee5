import { adminText } from "@/content/admin";
import type { ActionResult } from "@/lib/action-state";
import { showToast } from "@/lib/toast";

/** What the publishing server action answers (components/admin/site-text/publish-actions.ts). */
export type PublishResult = ActionResult;

/**
 * Expires the public pages' cache after a write, so they show it, and tells the editor when that
 * failed: the write itself stands. `publish` is a server action that checks the caller again.
 */
export async function refreshSite(publish: (() => Promise<PublishResult>) | undefined) {
  if (!publish) return;
  const result = await publish().catch((error: unknown): PublishResult => ({
    ok: false,
    message: String(error),
  }));
  if (result.ok) return;
  void showToast({
    title: adminText.siteText.publishFailed,
    description: result.message,
    variant: "destructive",
  });
}
