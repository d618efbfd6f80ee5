"use server";

import { redirect } from "next/navigation";
import { teamText } from "@/content/admin-team";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/team-roles";
import { createClient } from "@/lib/supabase/server";

const t = teamText.welcome;

export interface WelcomeState {
  error: string | null;
  /** The invitation itself failed (expired, used): no password can be set from this page. */
  expired: boolean;
}

/**
 * Accepts an invitation: the session its link gave (read from the address by the page, since
 * only the browser sees it) becomes this browser's, the chosen password is set, and the new
 * member goes on to /admin.
 */
export async function acceptInvitation(_: WelcomeState, form: FormData): Promise<WelcomeState> {
  const password = String(form.get("password") ?? "");
  const again = String(form.get("confirm") ?? "");
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { error: t.tooShort(MIN_PASSWORD_LENGTH), expired: false };
  }
  if (password !== again) return { error: t.mismatch, expired: false };
  const supabase = await createClient();
  const access = String(form.get("access_token") ?? "");
  const refresh = String(form.get("refresh_token") ?? "");
  if (access && refresh) {
    const { error } = await supabase.auth.setSession({
      access_token: access,
      refresh_token: refresh,
    });
    if (error) return { error: t.expired, expired: true };
  }
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    const gone = error.status === 401 || error.code === "session_not_found";
    return { error: gone ? t.expired : error.message, expired: gone };
  }
  redirect("/admin");
}
