"use client";

import { useActionState, useState } from "react";
import { submitForReview } from "./actions";
import { reviewText } from "@/content/admin-review";
import type { ActionState } from "@/lib/action-state";
import { showToast } from "@/lib/toast";
import { Field } from "../shell/field";
import { field, primaryButton } from "../shell/styles";

const t = reviewText;

/** An author asks for review, with a note; a refusal keeps the note. */
export function ReviewRequestForm() {
  const [note, setNote] = useState("");
  const [state, action, pending] = useActionState(
    async (previous: ActionState, form: FormData) => {
      const answer = await submitForReview(previous, form);
      if (answer.ok) void showToast({ title: t.title, description: answer.message });
      return answer;
    },
    { ok: null, message: "" },
  );
  return (
    <form action={action} className="flex flex-col gap-3">
      <Field id="review-note" label={t.author.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={field}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {t.author.submit}
        </button>
      </div>
      {state.message && !state.ok && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {state.message}
        </p>
      )}
    </form>
  );
}
