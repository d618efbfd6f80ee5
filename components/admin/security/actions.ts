"use server";

import { revalidatePath } from "next/cache";
import { SECURITY_PATH } from "@/components/admin/shell/admin-rooms";
import { company } from "@/content/company";
import { twoFactorText } from "@/content/admin-team";
import type { ActionState } from "@/lib/action-state";
import { currentMember } from "@/lib/auth/team";
import { isItemId } from "@/lib/collections/item-values";

const t = twoFactorText.room;
const NAME_MAX = 60;

/** An authenticator being added: its QR code and key, until its first code is checked. */
export interface Enrolment {
  factorId: string;
  name: string;
  /** The QR code as a data: URL, for an img. */
  qr: string;
  /** The key, for typing into the app by hand. */
  secret: string;
}

export type EnrolState = ActionState & {
  enrolment: Enrolment | null;
};

async function memberClient() {
  const { supabase, role } = await currentMember();
  return role ? supabase : null;
}

/** Starts adding an authenticator: Auth makes its secret and QR code. */
export async function startEnrolment(_: EnrolState, form: FormData): Promise<EnrolState> {
  const supabase = await memberClient();
  if (!supabase) return { ok: false, message: t.failed, enrolment: null };
  const count = Number(form.get("count") ?? 0) + 1;
  const name =
    String(form.get("name") ?? "")
      .trim()
      .slice(0, NAME_MAX) || t.defaultName(count);
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: name,
    issuer: company.name,
  });
  if (error) {
    const message =
      error.code === "insufficient_aal"
        ? t.needsAal2
        : error.code === "mfa_factor_name_conflict"
          ? t.nameTaken
          : t.failed;
    return { ok: false, message, enrolment: null };
  }
  return {
    ok: true,
    message: "",
    enrolment: { factorId: data.id, name, qr: data.totp.qr_code, secret: data.totp.secret },
  };
}

/** Finishes adding one: its first code proves the app has the key; the session becomes aal2. */
export async function finishEnrolment(_: EnrolState, form: FormData): Promise<EnrolState> {
  const supabase = await memberClient();
  const factorId = form.get("factor");
  const name = String(form.get("name") ?? "");
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  if (!supabase || !isItemId(factorId)) return { ok: false, message: t.failed, enrolment: null };
  const enrolment = {
    factorId,
    name,
    qr: String(form.get("qr") ?? ""),
    secret: String(form.get("secret") ?? ""),
  };
  if (!/^\d{6}$/.test(code)) {
    return { ok: false, message: twoFactorText.step.malformed, enrolment };
  }
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) {
    const message =
      error.code === "mfa_verification_failed" ? twoFactorText.step.invalid : t.failed;
    return { ok: false, message, enrolment };
  }
  revalidatePath(SECURITY_PATH);
  return { ok: true, message: t.add.done(name), enrolment: null };
}

/** Removes an authenticator (a verified one only from a session that used a code). */
export async function removeAuthenticator(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await memberClient();
  const factorId = form.get("factor");
  const name = String(form.get("name") ?? "");
  if (!supabase || !isItemId(factorId)) return { ok: false, message: t.failed };
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) {
    return { ok: false, message: error.code === "insufficient_aal" ? t.needsAal2 : t.failed };
  }
  revalidatePath(SECURITY_PATH);
  return { ok: true, message: t.removed(name) };
}
