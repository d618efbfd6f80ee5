"use server";

import type { SignInState } from "./login-form.client";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeNextPath } from "@/lib/auth/next-path";
import { login } from "@/content/admin";
import { clientAddress } from "@/lib/auth/client-address";
import { isPublishedSignIn, mayUsePublishedAccount } from "@/lib/auth/published-accounts";
import { sharedSignInLimiter } from "@/lib/auth/sign-in-limit";
import { twoFactorPath, verifiedFactors } from "@/lib/auth/two-factor";
import { createClient } from "@/lib/supabase/server";

const MINUTE_MS = 60_000;

/** Signs in on the server, so the session cookies are set before the next page renders. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get("email") ?? "").trim();
  const password = String(formData.get("password") ?? "");
  const next = safeNextPath(String(formData.get("next") ?? ""));

  const requestHeaders = await headers();
  if (isPublishedSignIn(email, password) && !mayUsePublishedAccount(requestHeaders)) {
    return { email, error: login.publishedAccount };
  }

  const limiter = sharedSignInLimiter();
  const address = clientAddress(requestHeaders);
  // Checked before asking Supabase, so a limited caller learns nothing, not even a right password.
  const verdict = limiter.check(email, address);
  if (verdict.limited) {
    return { email, error: login.tooManyAttempts(Math.ceil(verdict.retryAfterMs / MINUTE_MS)) };
  }

  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.status === 429 || error.code === "over_request_rate_limit") {
      return { email, error: login.authRateLimited };
    }
    const invalid =
      error.code === "invalid_credentials" ||
      error.status === 400 ||
      error.message === login.invalidCredentials;
    if (invalid) limiter.recordFailure(email, address);
    return { email, error: invalid ? login.invalidCredentials : login.genericError(error.message) };
  }
  limiter.recordSuccess(email);
  // With an authenticator, the password is half of signing in: its code comes next.
  if (data.user && verifiedFactors(data.user).length > 0) redirect(twoFactorPath(next));
  redirect(next);
}

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
