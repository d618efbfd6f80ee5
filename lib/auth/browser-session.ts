import "server-only";
import type { EditorClient } from "@/lib/auth/editor-client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { sessionToken } from "@/lib/supabase/session-token";
import { renewSessionToken } from "./session-actions";

/**
 * What a page hands its browser code to talk to Supabase as the signed-in member: the
 * session's token, and the server action that renews it; null without a session. The proxy
 * refreshed the session before this render, so its token has time left.
 */
export async function browserSession(supabase: EditorClient): Promise<BrowserSession | null> {
  const {
    data: { session },
  } = await supabase.auth.getSession();
  const token = sessionToken(session);
  return token ? { token, renew: renewSessionToken } : null;
}
