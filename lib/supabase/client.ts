import { createBrowserClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";
import { supabaseEnv } from "./env";

export type BrowserSupabase = SupabaseClient<Database>;

/** The browser's Supabase client; @supabase/ssr keeps one per page and stores the session in cookies. */
export function createClient(): BrowserSupabase {
  const { url, publishableKey } = supabaseEnv();
  return createBrowserClient<Database>(url, publishableKey);
}
