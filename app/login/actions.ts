"use server";

import { redirect } from "next/navigation";
import { safeNextPath } from "@/components/admin/content-list";
import { login } from "@/content/admin";
import { createClient } from "@/lib/supabase/server";

export interface SignInState {
  error: string | null;
  email: string;
}

/** Signs in on the server, so the session cookies are set before the next page renders. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get("email") ?? "").trim();
  const password = String(formData.get("password") ?? "");
  const next = safeNextPath(String(formData.get("next") ?? ""));

  const supabase = await createClient();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    const invalid =
      error.code === "invalid_credentials" ||
      error.status === 400 ||
      error.message === login.invalidCredentials;
    return { email, error: invalid ? login.invalidCredentials : login.genericError(error.message) };
  }
  redirect(next);
}
