"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { login } from "@/content/admin";
import { clientAddress } from "@/lib/auth/client-address";
import { sharedSignInLimiter } from "@/lib/auth/sign-in-limit";
import { twoFactorText } from "@/content/admin-team";
import { safeNextPath } from "@/lib/auth/next-path";
import { verifiedFactors } from "@/lib/auth/two-factor";
import { createClient } from "@/lib/supabase/server";

const t = twoFactorText.step;
const MINUTE_MS = 60_000;

export interface SecondFactorState {
  error: string | null;
}

/** Checks the code of one of the member's authenticators; the session is aal2 from then on. */
export async function verifySecondFactor(
  _: SecondFactorState,
  form: FormData,
): Promise<SecondFactorState> {
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  const next = safeNextPath(String(form.get("next") ?? ""));
  if (!/^\d{6}$/.test(code)) return { error: t.malformed };
  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(next)}`);
  // Codes are six digits: the sign-in limits (per account, per address) hold here too.
  const limiter = sharedSignInLimiter();
  const account = `second-factor:${user.id}`;
  const address = clientAddress(await headers());
  const verdict = limiter.check(account, address);
  if (verdict.limited) {
    return { error: login.tooManyAttempts(Math.ceil(verdict.retryAfterMs / MINUTE_MS)) };
  }
  const factors = verifiedFactors(user);
  const factor = factors.find((candidate) => candidate.id === form.get("factor")) ?? factors[0];
  if (!factor) redirect(next);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) {
    if (error.code !== "mfa_verification_failed") return { error: error.message };
    limiter.recordFailure(account, address);
    return { error: t.invalid };
  }
  limiter.recordSuccess(account);
  redirect(next);
}
