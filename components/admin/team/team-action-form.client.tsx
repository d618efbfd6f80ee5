"use client";

import { type ReactNode, useActionState, useState } from "react";
import type { TeamActionState } from "@/app/(editor)/admin/team/actions";
import { teamText } from "@/content/admin-team";
import { showToast } from "@/lib/toast";
import { dangerButton, secondaryButton } from "../styles";

interface TeamActionFormProps {
  action: (state: TeamActionState, form: FormData) => Promise<TeamActionState>;
  member: string;
  label: string;
  /** For what cannot be undone: the first press asks, naming what goes. */
  confirm?: string;
  danger?: boolean;
  children?: ReactNode;
}

/**
 * One thing an admin does to a member (change role, send again, withdraw, remove), as a form;
 * its answer shows beside it.
 */
export function TeamActionForm({
  action,
  member,
  label,
  confirm,
  danger,
  children,
}: TeamActionFormProps) {
  const [state, formAction, pending] = useActionState(
    async (previous: TeamActionState, form: FormData) => {
      const answer = await action(previous, form);
      // Also as a toast: a member removed takes this form, and its answer, off the page.
      if (answer.ok) void showToast({ title: teamText.title, description: answer.message });
      return answer;
    },
    { ok: null, message: "" },
  );
  const [asking, setAsking] = useState(false);
  const style = danger ? dangerButton : secondaryButton;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="member" value={member} />
      {children}
      {confirm && !asking ? (
        <button type="button" className={style} onClick={() => setAsking(true)}>
          {label}
        </button>
      ) : (
        <>
          <button type="submit" className={style} disabled={pending}>
            {confirm ?? label}
          </button>
          {confirm && (
            <button type="button" className={secondaryButton} onClick={() => setAsking(false)}>
              {teamText.members.cancel}
            </button>
          )}
        </>
      )}
      {state.message && (
        <p
          role={state.ok ? "status" : "alert"}
          className={`basis-full text-sm ${state.ok ? "text-muted" : "font-semibold text-red-700 dark:text-red-300"}`}
        >
          {state.message}
        </p>
      )}
    </form>
  );
}
