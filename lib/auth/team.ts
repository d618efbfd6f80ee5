import "server-only";
import { cache } from "react";
import { currentUser } from "./current-user";
import { isTeamRole } from "./team-roles";

export { canPublish, type TeamRole } from "./team-roles";

/**
 * The request's client, signed-in user and their role in the team, read once per request from
 * the same row row-level security checks (never from the token: a role changed or taken away
 * holds from the next request), and whether they may publish now. No role: not a member.
 */
export const currentMember = cache(async () => {
  const { supabase, user } = await currentUser();
  if (!user) return { supabase, user, role: null, publishes: false };
  const [role, publishes] = await Promise.all([
    supabase.rpc("team_role"),
    supabase.rpc("can_publish"),
  ]);
  return {
    supabase,
    user,
    role: isTeamRole(role.data) ? role.data : null,
    // What RLS says now: an editor of a team that requires two-factor publishes only at aal2.
    publishes: publishes.data === true,
  };
});
