import "server-only";
import type { EditorClient } from "@/lib/collections/editor-rows";
import { currentUser } from "./current-user";

/**
 * The request's Supabase client when the caller is a signed-in editor, else null. Anyone can
 * call a server action, so each one asks this first; row-level security refuses everyone else
 * all the same.
 */
export async function editorClient(): Promise<EditorClient | null> {
  const { supabase, user } = await currentUser();
  return user?.app_metadata?.role === "editor" ? supabase : null;
}
