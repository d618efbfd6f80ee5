import "server-only";
import type { User } from "@supabase/supabase-js";
import type { createClient } from "@/lib/supabase/server";

type ServerClient = Awaited<ReturnType<typeof createClient>>;

/** Where a member signed in with a password passes their second factor. */
export const TWO_FACTOR_PATH = "/login/two-factor";

export function twoFactorPath(next: string): string {
  return `${TWO_FACTOR_PATH}?next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;
}

/** The assurance level the session's access token carries (aal1 until a second factor). */
async function sessionLevel(supabase: ServerClient): Promise<string | null> {
  const {
    data: { session },
  } = await supabase.auth.getSession();
  const payload = session?.access_token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      aal?: unknown;
    };
    return typeof claims.aal === "string" ? claims.aal : null;
  } catch {
    return null;
  }
}

/** The user's authenticators that have proved themselves (a code verified once). */
export function verifiedFactors(user: User) {
  return (user.factors ?? []).filter(
    (factor) => factor.status === "verified" && factor.factor_type === "totp",
  );
}

/**
 * Whether this signed-in user has an authenticator but the session has not passed it yet:
 * they finish signing in with a code before anything else. `user` is Auth's fresh word
 * (getUser), so a factor added on another device counts at once.
 */
export async function secondFactorPending(supabase: ServerClient, user: User): Promise<boolean> {
  if (verifiedFactors(user).length === 0) return false;
  return (await sessionLevel(supabase)) !== "aal2";
}
