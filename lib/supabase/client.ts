import { PostgrestClient } from "@supabase/postgrest-js";
import { RealtimeClient } from "@supabase/realtime-js";
import type { Database } from "./database.types";
import { supabaseEnv } from "./env";
import { type BrowserSession, tokenKeeper } from "./session-token";

/**
 * The browser's Supabase client: the database API and Realtime, the two parts the admin uses.
 * Sign-in, sign-out and token refresh happen on the server (auth-js stays off the page); the
 * server hands the session's access token over and renews it on request.
 */
export interface BrowserSupabase {
  from: PostgrestClient<Database>["from"];
  rpc: PostgrestClient<Database>["rpc"];
  channel: RealtimeClient["channel"];
  removeChannel: RealtimeClient["removeChannel"];
}

/** One client per page: each opens its own realtime socket. */
export function createClient(session: BrowserSession): BrowserSupabase {
  const { url, publishableKey } = supabaseEnv();
  const accessToken = tokenKeeper(session);
  // As supabase-js does: the key always goes as apikey, the user's JWT (else the key) as bearer.
  const authorisedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("apikey")) headers.set("apikey", publishableKey);
    if (!headers.has("Authorization")) {
      headers.set("Authorization", `Bearer ${(await accessToken()) ?? publishableKey}`);
    }
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(`${url}/rest/v1`, { fetch: authorisedFetch });
  // Realtime asks for the token on connect and on every heartbeat, so renewals reach the socket.
  const realtime = new RealtimeClient(`${url}/realtime/v1`, {
    params: { apikey: publishableKey },
    accessToken: async () => (await accessToken()) ?? publishableKey,
  });
  const signedIn = realtime.setAuth().catch(() => undefined);
  // A channel that joined before the token was read would join as anon, and stay so until the
  // token changes: RLS would then hide every row it carries. Channels join once it is read.
  const channel: RealtimeClient["channel"] = (topic, params) => {
    const opened = realtime.channel(topic, params);
    const subscribe = opened.subscribe.bind(opened);
    opened.subscribe = (callback, timeout) => {
      // Unless it was removed meanwhile (its page left before the token was read).
      void signedIn.then(() => {
        if (realtime.getChannels().includes(opened)) subscribe(callback, timeout);
      });
      return opened;
    };
    return opened;
  };
  return {
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    channel,
    removeChannel: realtime.removeChannel.bind(realtime),
  };
}
