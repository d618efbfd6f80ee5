"use client";

import { type ReactNode, useActionState, useState } from "react";
import { adminActions } from "@/content/admin";
import type { ActionState } from "@/lib/action-state";
import { showToast } from "@/lib/toast";
import { dangerButton, primaryButton, secondaryButton } from "./styles";

interface ActionFormProps {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  /** What the action is about (a member, a request), sent along unseen. */
  hidden: Record<string, string>;
  label: string;
  /** The toast's title, naming where the answer comes from: "Team", "Review". */
  source: string;
  /** For what cannot be undone: the first press asks, naming what goes. */
  confirm?: string;
  look?: "primary" | "secondary" | "danger";
  children?: ReactNode;
}

const looks = { primary: primaryButton, secondary: secondaryButton, danger: dangerButton };

/**
 * One thing done to one thing (a member's role, a review's decision), as a form; its answer
 * shows beside it, and as a toast (what it acted on may leave the page with its answer).
 */
export function ActionForm({
  action,
  hidden,
  label,
  source,
  confirm,
  look = "secondary",
  children,
}: ActionFormProps) {
  const [state, formAction, pending] = useActionState(
    async (previous: ActionState, form: FormData) => {
      const answer = await action(previous, form);
      if (answer.ok) void showToast({ title: source, description: answer.message });
      return answer;
    },
    { ok: null, message: "" },
  );
  const [asking, setAsking] = useState(false);
  const style = looks[look];
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
              {adminActions.keep}
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
