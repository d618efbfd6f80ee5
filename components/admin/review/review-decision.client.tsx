"use client";

import { useActionState, useId, useState } from "react";
import { decideReview } from "./actions";
import { reviewText } from "@/content/admin-review";
import type { ActionState } from "@/lib/action-state";
import { showToast } from "@/lib/toast";
import { Field } from "../shell/field";
import { dangerButton, field, largeHint, primaryButton } from "../shell/styles";

const t = reviewText.reviewer;

/** A reviewer's answer to one request: a comment, then Approve and publish, or Send back. */
export function ReviewDecision({ request, author }: { request: string; author: string }) {
  const id = useId();
  // Held here, not by the form: a refused decision keeps the words typed.
  const [comment, setComment] = useState("");
  const [state, action, pending] = useActionState(
    async (previous: ActionState, form: FormData) => {
      const answer = await decideReview(previous, form);
      // A decided request leaves the page with this form: the answer stays as a toast.
      if (answer.ok) void showToast({ title: reviewText.title, description: answer.message });
      return answer;
    },
    { ok: null, message: "" },
  );
  return (
    <form action={action} className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="request" value={request} />
      <Field
        id={`${id}-comment`}
        label={t.comment(author)}
        hint={t.commentHint}
        hintClassName={largeHint}
      >
        {(control) => (
          <textarea
            {...control}
            name="comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={3}
            maxLength={2000}
            className={field}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="decision"
          value="approve"
          className={primaryButton}
          disabled={pending}
        >
          {t.approve}
        </button>
        <button
          type="submit"
          name="decision"
          value="reject"
          className={dangerButton}
          disabled={pending}
        >
          {t.reject}
        </button>
      </div>
      {state.message && (
        <p
          role={state.ok ? "status" : "alert"}
          className={`text-sm ${state.ok ? "text-muted" : "font-semibold text-red-700 dark:text-red-300"}`}
        >
          {state.message}
        </p>
      )}
    </form>
  );
}
