"use server";

import { updateTag } from "next/cache";
import { adminText } from "@/content/admin";
import type { ActionResult } from "@/lib/action-state";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { canPublish, currentMember } from "@/lib/auth/team";

/**
 * Refreshes the public pages after an editor's write. Anyone can call a server action, so the
 * caller is checked here, on the server, before the cached site text is expired.
 */
export async function publishSiteText(): Promise<ActionResult> {
  const { role } = await currentMember();
  if (!canPublish(role)) {
    return { ok: false, message: adminText.notPermitted };
  }
  updateTag(SITE_TEXT_TAG);
  return { ok: true };
}
