"use client";

import { useActionState } from "react";
import { inviteMember } from "./actions";
import { teamText } from "@/content/admin-team";
import { TEAM_ROLES } from "@/lib/auth/team-roles";
import { Field } from "../shell/field";
import { field, primaryButton } from "../shell/styles";

const t = teamText;

/** Invite by email with a role; a refusal keeps what was typed and says why. */
export function InviteForm() {
  const [state, action, pending] = useActionState(inviteMember, {
    ok: null,
    message: "",
    email: "",
    role: "author",
  });
  return (
    <form
      action={action}
      noValidate
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
    >
      <Field
        id="invite-email"
        label={t.invite.email}
        describedBy="invite-message"
        invalid={state.ok === false}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={state.email}
            key={`email-${state.ok}-${state.message}`}
            className={field}
          />
        )}
      </Field>
      <Field id="invite-role" label={t.invite.role}>
        {(control) => (
          <select
            {...control}
            name="role"
            defaultValue={state.role}
            key={`role-${state.message}`}
            className={field}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}: {t.roleHints[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={primaryButton} disabled={pending}>
        {pending ? t.invite.sending : t.invite.submit}
      </button>
      <p
        id="invite-message"
        role={state.ok ? "status" : "alert"}
        className={`text-sm sm:col-span-3 ${state.ok ? "text-muted" : "font-semibold text-red-700 dark:text-red-300"}`}
      >
        {state.message}
      </p>
    </form>
  );
}
