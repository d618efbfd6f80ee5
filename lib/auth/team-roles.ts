/** What a member of the team may do in /admin (supabase/migrations/…_team_members.sql). */
export const TEAM_ROLES = ["admin", "editor", "author"] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];

export function isTeamRole(value: unknown): value is TeamRole {
  return (TEAM_ROLES as readonly unknown[]).includes(value);
}

/** Whether a role publishes (the live site, the library's changes) rather than only staging. */
export function canPublish(role: TeamRole | null): boolean {
  return role === "admin" || role === "editor";
}

/** The shortest password a new member may choose. */
export const MIN_PASSWORD_LENGTH = 8;
