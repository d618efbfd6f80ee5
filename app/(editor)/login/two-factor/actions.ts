"use server";

import { redirect } from "next/navigation";
import { twoFactorText } from "@/content/admin-team";
import { safeNextPath } from "@/lib/auth/next-path";
import { verifiedFactors } from "@/lib/auth/two-factor";
import { createClient } from "@/lib/supabase/server";

const t = twoFactorText.step;

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
  const factors = verifiedFactors(user);
  const factor = factors.find((candidate) => candidate.id === form.get("factor")) ?? factors[0];
  if (!factor) redirect(next);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) return { error: error.code === "mfa_verification_failed" ? t.invalid : error.message };
  redirect(next);
}
