import "server-only";
import type { createClient } from "@/lib/supabase/server";
import { currentMember } from "./team";

/** A request's Supabase client on the server, as a member of the team uses it. */
export type EditorClient = Awaited<ReturnType<typeof createClient>>;

/**
 * The request's Supabase client when the caller is a member of the team, else null. Anyone can
 * call a server action, so each one asks this first; row-level security refuses everyone else
 * (and an author's publishing) all the same.
 */
export async function editorClient(): Promise<EditorClient | null> {
  const { supabase, role } = await currentMember();
  return role ? supabase : null;
}
