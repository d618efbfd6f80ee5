import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./project";
import { ANON_KEY } from "../config";
import { startTestServer, type TestServer } from "./harness";

export type Client = SupabaseClient<Database>;

type ClientOptions = NonNullable<Parameters<typeof createClient>[2]>;

/** A client for test-only tables, which the project's generated types do not describe. */
export function plainClient(url: string, key = ANON_KEY, options: ClientOptions = {}) {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Official supabase-js clients for one test server, all closed together after the file. */
export function clientsFor(url: () => string) {
  const made: Client[] = [];
  const client = (key = ANON_KEY, options: ClientOptions = {}): Client => {
    const c = createClient<Database>(url(), key, {
      ...options,
      auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
      realtime: { reconnectAfterMs: () => 200, ...options.realtime },
    });
    made.push(c);
    return c;
  };
  const signedIn = async (
    email: string,
    password: string,
    options: ClientOptions = {},
  ): Promise<Client> => {
    const c = client(ANON_KEY, options);
    const { error } = await c.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return c;
  };
  /** Leaves every channel, without waiting on ones the server already closed or refused. */
  const closeAll = async (): Promise<void> => {
    await Promise.all(
      made.map((c) =>
        Promise.race([c.removeAllChannels(), new Promise((resolve) => setTimeout(resolve, 2000))]),
      ),
    );
    for (const c of made) c.realtime.disconnect();
  };
  return { client, signedIn, closeAll };
}

/** Polls until `read` gives a value; realtime delivery is asynchronous. */
export async function waitFor<T>(
  read: () => T | undefined,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * One server for a test file: started before its tests, stopped after them with the clients
 * made for it. `url()` is only valid once the file's tests run.
 */
export function serverForFile(env: Record<string, string> = {}, args: string[] = []) {
  let server: TestServer | undefined;
  const url = (): string => {
    if (!server) throw new Error("the test server has not started");
    return server.url;
  };
  const clients = clientsFor(url);
  beforeAll(async () => {
    server = await startTestServer(env, args);
  }, 90_000);
  afterAll(async () => {
    await clients.closeAll();
    await server?.cleanup();
  });
  return { url, ...clients };
}
