"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { teamText, twoFactorText } from "@/content/admin-team";
import type { ActionState } from "@/lib/action-state";
import { currentMember } from "@/lib/auth/team";
import { isTeamRole } from "@/lib/auth/team-roles";
import { EMAIL_MAX, EMAIL_PATTERN, isItemId } from "@/lib/collections/item-values";
import { siteUrl } from "@/lib/site-url";
import { createServiceClient } from "@/lib/supabase/service-client";
import { TEAM_PATH, WELCOME_PATH } from "@/lib/auth/team-paths";

const t = teamText;

/** An invitation's form keeps what was typed when it is refused. */
export type InviteState = ActionState & {
  email: string;
  role: string;
};

/**
 * The admin's client, for an admin whose session is as strong as the team asks (the database
 * checks the same before any list or change; the secret key is used only after this).
 */
async function adminClient() {
  const { supabase, role, user, publishes } = await currentMember();
  return role === "admin" && publishes && user ? { supabase, me: user.id } : null;
}

/** Where an invitation's link leads: the welcome page on the origin the admin is using. */
async function welcomeUrl() {
  const origin = (await headers()).get("origin");
  return new URL(WELCOME_PATH, origin ?? siteUrl).toString();
}

/** The account with this address, found through Auth's admin API (pages of a thousand). */
async function accountIdByEmail(
  service: NonNullable<ReturnType<typeof createServiceClient>>,
  email: string,
): Promise<string | null> {
  for (let page = 1; page < 100; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) return null;
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found.id;
    if (data.users.length < 1000) return null;
  }
  return null;
}

/**
 * Invites an address with a role: Auth emails a link that works once, and the account joins the
 * team now (with its role, written with the secret key: nobody writes their own). An address
 * that already has an account joins without an email.
 */
export async function inviteMember(_: InviteState, form: FormData): Promise<InviteState> {
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  const role = String(form.get("role") ?? "");
  const refused = (message: string): InviteState => ({ ok: false, message, email, role });
  const admin = await adminClient();
  if (!admin) return refused(t.errors.notPermitted);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return refused(t.errors.email);
  if (!isTeamRole(role)) return refused(t.errors.role);
  const service = createServiceClient();
  if (!service) return refused(t.errors.noSecretKey);
  const team = await admin.supabase.rpc("team_directory");
  if (team.error) return refused(t.errors.failed);
  if (team.data.some((member) => member.email.toLowerCase() === email)) {
    return refused(t.errors.alreadyMember(email));
  }
  const invited = await service.auth.admin.inviteUserByEmail(email, {
    redirectTo: await welcomeUrl(),
  });
  const existing = invited.error?.code === "email_exists";
  const userId = existing ? await accountIdByEmail(service, email) : invited.data.user?.id;
  if (!userId || (invited.error && !existing)) return refused(t.errors.failed);
  // A new account is pending until its owner chooses a password; one that existed has one.
  const joined = await service
    .from("team_members")
    .insert(
      existing
        ? { user_id: userId, role }
        : { user_id: userId, role, joined_at: null, invited_by: admin.me },
    );
  if (joined.error) return refused(t.errors.failed);
  revalidatePath(TEAM_PATH);
  return {
    ok: true,
    message: existing ? t.invite.joined(email) : t.invite.sent(email),
    email: "",
    role,
  };
}

type Admin = NonNullable<Awaited<ReturnType<typeof adminClient>>>;
type Member = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

/** The member a form names, with what the team view knows of them; null if not a member. */
async function memberOf(admin: Admin, form: FormData) {
  const id = form.get("member");
  if (!isItemId(id)) return null;
  const { data } = await admin.supabase.rpc("team_directory");
  return data?.find((member) => member.user_id === id) ?? null;
}

/**
 * What every action on one member starts with: the caller must be an admin (else
 * notPermitted), and the form must name a member of the team (else failed).
 */
async function onMember(
  form: FormData,
  act: (admin: Admin, member: Member) => Promise<ActionState>,
): Promise<ActionState> {
  const admin = await adminClient();
  if (!admin) return { ok: false, message: t.errors.notPermitted };
  const member = await memberOf(admin, form);
  if (!member) return { ok: false, message: t.errors.failed };
  return act(admin, member);
}

/** The database's own words when it explains a refusal (the team must keep an admin). */
function refusal(error: { code: string; message: string }, explained: string): ActionState {
  return { ok: false, message: error.code === explained ? error.message : t.errors.failed };
}

/** Changes a member's role; the database keeps at least one admin and says so. */
export async function changeRole(_: ActionState, form: FormData): Promise<ActionState> {
  return onMember(form, async (admin, member) => {
    const role = form.get("role");
    if (!isTeamRole(role)) return { ok: false, message: t.errors.failed };
    const { error } = await admin.supabase.rpc("set_member_role", {
      member: member.user_id,
      new_role: role,
    });
    if (error) return refusal(error, "23514");
    revalidatePath(TEAM_PATH);
    return { ok: true, message: t.members.roleChanged(member.email, t.roles[role]) };
  });
}

/** Takes a member out of the team: their account stays, their access ends now. */
export async function removeMember(_: ActionState, form: FormData): Promise<ActionState> {
  return onMember(form, async (admin, member) => {
    const { error } = await admin.supabase.rpc("remove_member", { member: member.user_id });
    if (error) return refusal(error, "23514");
    revalidatePath(TEAM_PATH);
    return { ok: true, message: t.members.removed(member.email) };
  });
}

/**
 * Sends a pending invitation again: a new link, the old one void. An address whose first link
 * was followed (so Auth has confirmed it) without a password being chosen gets a link to choose
 * one instead, which leads to the same welcome page.
 */
export async function resendInvitation(_: ActionState, form: FormData): Promise<ActionState> {
  return onMember(form, async (_admin, member) => {
    if (member.accepted) return { ok: false, message: t.errors.alreadyAccepted };
    const service = createServiceClient();
    if (!service) return { ok: false, message: t.errors.noSecretKey };
    const redirectTo = await welcomeUrl();
    const { error } = member.confirmed
      ? await service.auth.resetPasswordForEmail(member.email, { redirectTo })
      : await service.auth.admin.inviteUserByEmail(member.email, { redirectTo });
    if (error) return { ok: false, message: t.errors.failed };
    revalidatePath(TEAM_PATH);
    return { ok: true, message: t.members.resent(member.email) };
  });
}

/**
 * Withdraws a pending invitation: an account the invitation made goes, and its link with it;
 * an account that existed before only leaves the team.
 */
export async function revokeInvitation(_: ActionState, form: FormData): Promise<ActionState> {
  return onMember(form, async (admin, member) => {
    if (member.accepted) return { ok: false, message: t.errors.alreadyAccepted };
    if (!member.invited_here) {
      const { error } = await admin.supabase.rpc("remove_member", { member: member.user_id });
      if (error) return { ok: false, message: t.errors.failed };
    } else {
      const service = createServiceClient();
      if (!service) return { ok: false, message: t.errors.noSecretKey };
      const { error } = await service.auth.admin.deleteUser(member.user_id);
      if (error) return { ok: false, message: t.errors.failed };
    }
    revalidatePath(TEAM_PATH);
    return { ok: true, message: t.members.revoked(member.email) };
  });
}

/** Requires (or stops requiring) a second factor of everyone who can publish. */
export async function setRequireTwoFactor(_: ActionState, form: FormData): Promise<ActionState> {
  const admin = await adminClient();
  if (!admin) return { ok: false, message: t.errors.notPermitted };
  const required = form.get("require") === "on";
  const { error } = await admin.supabase.rpc("set_require_two_factor", { required });
  if (error) return refusal(error, "42501");
  revalidatePath(TEAM_PATH);
  return { ok: true, message: twoFactorText.team.saved(required) };
}
