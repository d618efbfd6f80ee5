import "server-only";
import { redirect } from "next/navigation";
import { currentMember } from "./team";

/**
 * The request's Supabase client, user, role and whether they may publish now (see
 * currentMember) when the user is a member of the team. Anyone else is sent on: visitors to
 * sign in (and back to `path` after), signed-in non-members to /admin, which says why they
 * cannot edit.
 */
export async function requireEditor(path: string) {
  const { supabase, user, role, publishes } = await currentMember();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  if (!role) redirect("/admin");
  return { supabase, user, role, publishes };
}
