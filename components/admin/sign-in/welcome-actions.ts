"use server";

import { redirect } from "next/navigation";
import { teamText } from "@/content/admin-team";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/team-roles";
import { createClient } from "@/lib/supabase/server";

const t = teamText.welcome;

export interface WelcomeState {
  error: string | null;
}

/**
 * Makes the session an invitation's (or a recovery's) link gave this browser's, as soon as the
 * page has read it from the address: a reload, or a tab closed before the password is chosen,
 * then loses nothing. False when Auth no longer takes it.
 */
export async function beginWelcome(access: unknown, refresh: unknown): Promise<boolean> {
  if (typeof access !== "string" || typeof refresh !== "string") return false;
  const supabase = await createClient();
  const { error } = await supabase.auth.setSession({
    access_token: access,
    refresh_token: refresh,
  });
  return !error;
}

/** Sets the new member's password, marks them joined, and sends them on to /admin. */
export async function acceptInvitation(_: WelcomeState, form: FormData): Promise<WelcomeState> {
  const password = String(form.get("password") ?? "");
  const again = String(form.get("confirm") ?? "");
  if (password.length < MIN_PASSWORD_LENGTH) return { error: t.tooShort(MIN_PASSWORD_LENGTH) };
  if (password !== again) return { error: t.mismatch };
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    const gone = error.status === 401 || error.code === "session_not_found";
    return { error: gone ? t.expired : error.message };
  }
  await supabase.rpc("mark_joined");
  redirect("/admin");
}
