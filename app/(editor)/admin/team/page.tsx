import type { Metadata } from "next";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { card, field, label } from "@/components/admin/shell/styles";
import { InviteForm } from "@/components/admin/team/invite-form.client";
import { ActionForm } from "@/components/admin/shell/action-form.client";
import { teamText, twoFactorText } from "@/content/admin-team";
import { requireEditor } from "@/lib/auth/require-editor";
import { TEAM_PATH } from "@/lib/auth/team-paths";
import { isTeamRole, TEAM_ROLES } from "@/lib/auth/team-roles";
import { utcMoment } from "@/lib/utc-moment";
import {
  changeRole,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setRequireTwoFactor,
} from "@/components/admin/team/actions";

const t = teamText;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** The team, for admins: invite, change roles, send again, withdraw, remove. */
export default async function TeamPage() {
  const { supabase, user, role } = await requireEditor(TEAM_PATH);
  if (role !== "admin") {
    return (
      <AdminRoom title={t.title}>
        <p className={`${card} text-foreground`}>{t.adminsOnly}</p>
      </AdminRoom>
    );
  }
  const [directory, settings, twoFactor] = await Promise.all([
    supabase.rpc("team_directory"),
    supabase.from("team_settings").select("require_two_factor").maybeSingle(),
    supabase.rpc("team_two_factor"),
  ]);
  // The error boundary offers a retry; an empty team here would look like everyone was removed.
  if (directory.error) throw new Error(directory.error.message);
  const data = directory.data;
  const required = settings.data?.require_two_factor ?? false;
  const withFactor = new Set(
    (twoFactor.data ?? []).filter((row) => row.factors > 0).map((row) => row.user_id),
  );

  return (
    <AdminRoom title={t.title} subtitle={t.subtitle}>
      <section aria-labelledby="invite-title" className={card}>
        <h2 id="invite-title" className="mb-4 text-xl font-bold text-foreground">
          {t.invite.title}
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="two-factor-title" className={`${card} mt-6`}>
        <h2 id="two-factor-title" className="mb-3 text-xl font-bold text-foreground">
          {twoFactorText.team.title}
        </h2>
        <ActionForm
          action={setRequireTwoFactor}
          hidden={{}}
          label={twoFactorText.team.save}
          source={t.title}
        >
          <div className="flex basis-full items-start gap-3">
            <input
              id="require-two-factor"
              name="require"
              type="checkbox"
              defaultChecked={required}
              aria-describedby="require-two-factor-hint"
              className="mt-1 size-5 accent-accent"
            />
            <div>
              <label htmlFor="require-two-factor" className="font-medium text-foreground">
                {twoFactorText.team.require}
              </label>
              <p id="require-two-factor-hint" className="mt-1 text-sm text-muted">
                {twoFactorText.team.requireHint}
              </p>
            </div>
          </div>
        </ActionForm>
      </section>
      <section aria-labelledby="members-title" className="mt-8">
        <h2 id="members-title" className="mb-4 text-xl font-bold text-foreground">
          {t.members.title(data.length)}
        </h2>
        <ul className="flex flex-col gap-3">
          {data.map((member) => {
            const roleId = `role-${member.user_id}`;
            return (
              <li key={member.user_id} className={card} data-testid="team-member">
                <p className="font-semibold break-all text-foreground">
                  {member.email} {member.user_id === user.id && t.members.you}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {!member.accepted
                    ? member.invited_at
                      ? t.members.invited(utcMoment(member.invited_at))
                      : t.members.pending
                    : member.last_sign_in_at
                      ? t.members.lastSignIn(utcMoment(member.last_sign_in_at))
                      : t.members.neverSignedIn}
                </p>
                <p className="text-sm text-muted">
                  {withFactor.has(member.user_id)
                    ? twoFactorText.team.memberOn
                    : twoFactorText.team.memberOff}
                </p>
                <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-start">
                  <ActionForm
                    action={changeRole}
                    hidden={{ member: member.user_id }}
                    source={t.title}
                    label={t.members.changeRole}
                  >
                    <label htmlFor={roleId} className={`${label} sr-only`}>
                      {t.members.roleOf(member.email)}
                    </label>
                    <div className="w-36">
                      <select
                        id={roleId}
                        name="role"
                        defaultValue={isTeamRole(member.role) ? member.role : undefined}
                        className={`${field} mt-0`}
                      >
                        {TEAM_ROLES.map((option) => (
                          <option key={option} value={option}>
                            {t.roles[option]}
                          </option>
                        ))}
                      </select>
                    </div>
                  </ActionForm>
                  {member.accepted ? (
                    <ActionForm
                      action={removeMember}
                      hidden={{ member: member.user_id }}
                      source={t.title}
                      label={t.members.remove}
                      confirm={t.members.confirmRemove(member.email)}
                      look="danger"
                    />
                  ) : (
                    <>
                      <ActionForm
                        action={resendInvitation}
                        hidden={{ member: member.user_id }}
                        source={t.title}
                        label={t.members.resend}
                      />
                      <ActionForm
                        action={revokeInvitation}
                        hidden={{ member: member.user_id }}
                        source={t.title}
                        label={t.members.revoke}
                        confirm={t.members.confirmRevoke(member.email)}
                        look="danger"
                      />
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </AdminRoom>
  );
}
