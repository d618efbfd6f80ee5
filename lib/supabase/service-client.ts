import "server-only";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";
import { supabaseEnv } from "./env";

/** The project's secret key, when this server has one. */
export function serviceKey(): string | null {
  return process.env.SUPABASE_SECRET_KEY ?? process.env.SUPABASE_SERVICE_ROLE_KEY ?? null;
}

/**
 * A client with the project's secret key, for what only the server may do: Auth's admin API
 * (inviting a member, withdrawing an invitation, after the caller is checked to be an admin)
 * and keeping a contact form message (after the form's checks). Server only. Null when the
 * server has no secret key.
 */
export function createServiceClient() {
  const key = serviceKey();
  if (!key) return null;
  return createClient<Database>(supabaseEnv().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
