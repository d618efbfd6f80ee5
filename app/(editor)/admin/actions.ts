"use server";

import { updateTag } from "next/cache";
import type { PublishResult } from "@/components/admin/refresh-site";
import { redirect } from "next/navigation";
import { adminText } from "@/content/admin";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { canPublish, currentMember } from "@/lib/auth/team";
import { createClient } from "@/lib/supabase/server";

/** Ends this browser's session (its cookies too), not the account's other sessions. */
export async function signOut() {
  const supabase = await createClient();
  await supabase.auth.signOut({ scope: "local" });
  redirect("/login");
}

/**
 * Ends every session of the account, on every device (a lost laptop, a shared computer): each
 * is sent to sign in at its next request, when Auth no longer knows its session.
 */
export async function signOutEverywhere() {
  const supabase = await createClient();
  await supabase.auth.signOut({ scope: "global" });
  redirect("/login");
}

/**
 * Refreshes the public pages after an editor's write. Anyone can call a server action, so the
 * caller is checked here, on the server, before the cached site text is expired.
 */
export async function publishSiteText(): Promise<PublishResult> {
  const { role } = await currentMember();
  if (!canPublish(role)) {
    return { ok: false, message: adminText.notPermitted };
  }
  updateTag(SITE_TEXT_TAG);
  return { ok: true };
}
