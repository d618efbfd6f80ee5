import "server-only";
import { cache } from "react";
import { currentUser } from "./current-user";
import { isTeamRole } from "./team-roles";

export { canPublish, type TeamRole } from "./team-roles";

/**
 * The request's client, signed-in user and their role in the team, read once per request from
 * the same row row-level security checks (never from the token: a role changed or taken away
 * holds from the next request). No role: not a member.
 */
export const currentMember = cache(async () => {
  const { supabase, user } = await currentUser();
  if (!user) return { supabase, user, role: null };
  const { data } = await supabase.rpc("team_role");
  return { supabase, user, role: isTeamRole(data) ? data : null };
});
