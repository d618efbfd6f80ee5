/** What the browser needs of a signed-in session to talk to Supabase: the JWT and when it ends. */
export interface SessionToken {
  accessToken: string;
  /** Seconds since the epoch, as Supabase Auth gives it. */
  expiresAt: number;
}

/** Asks the server for the session's current token (renewed there when due); null once it ended. */
export type RenewSessionToken = () => Promise<SessionToken | null>;

export interface BrowserSession {
  token: SessionToken;
  renew: RenewSessionToken;
}

/** The token part of an auth-js session, or null without one. */
export function sessionToken(
  session: { access_token: string; expires_at?: number } | null,
): SessionToken | null {
  if (!session?.expires_at) return null;
  return { accessToken: session.access_token, expiresAt: session.expires_at };
}

/**
 * Renewal starts this long before expiry: less than auth-js's 90 s refresh margin on the server,
 * so the server always refreshes when the browser asks.
 */
const RENEW_MARGIN_S = 60;

/**
 * The current access token for every request and the realtime socket. One renewal at a time; a
 * failed renewal keeps the old token (still valid until it expires, and the next call retries).
 */
export function tokenKeeper({ token, renew }: BrowserSession): () => Promise<string | null> {
  let current: SessionToken | null = token;
  let pending: Promise<SessionToken | null> | null = null;
  return async () => {
    if (current && current.expiresAt - Date.now() / 1000 > RENEW_MARGIN_S) {
      return current.accessToken;
    }
    pending ??= renew()
      .catch(() => current)
      .finally(() => {
        pending = null;
      });
    current = await pending;
    return current?.accessToken ?? null;
  };
}
