import "server-only";
import { redirect } from "next/navigation";
import { currentMember } from "./team";

/**
 * The request's Supabase client, user and role when the user is a member of the team. Anyone
 * else is sent on: visitors to sign in (and back to `path` after), signed-in non-members to
 * /admin, which says why they cannot edit.
 */
export async function requireEditor(path: string) {
  const { supabase, user, role } = await currentMember();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  if (!role) redirect("/admin");
  return { supabase, user, role };
}
