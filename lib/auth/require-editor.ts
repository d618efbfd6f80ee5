import "server-only";
import { redirect } from "next/navigation";
import { currentUser } from "./current-user";

/**
 * The request's Supabase client and user when the user is a signed-in editor. Anyone else is
 * sent on: visitors to sign in (and back to `path` after), signed-in non-editors to /admin,
 * which says why they cannot edit.
 */
export async function requireEditor(path: string) {
  const { supabase, user } = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  if (user.app_metadata?.role !== "editor") redirect("/admin");
  return { supabase, user };
}
