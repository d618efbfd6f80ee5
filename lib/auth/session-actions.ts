"use server";

import { createClient } from "@/lib/supabase/server";
import { type SessionToken, sessionToken } from "@/lib/supabase/session-token";

/**
 * The session's access token for the browser's database and realtime connection. auth-js
 * refreshes the session here when it is close to expiry and rewrites the cookies; null once the
 * session has ended (signed out elsewhere, refresh token revoked).
 */
export async function renewSessionToken(): Promise<SessionToken | null> {
  const supabase = await createClient();
  const {
    data: { session },
  } = await supabase.auth.getSession();
  return sessionToken(session);
}
