"use client";

import { useActionState, useState } from "react";
import type { SecondFactorState } from "./two-factor-actions";
import { twoFactorText } from "@/content/admin-team";
import { Field } from "../shell/field";
import { field, primaryButton } from "../shell/styles";

const t = twoFactorText.step;

interface SecondFactorFormProps {
  action: (state: SecondFactorState, form: FormData) => Promise<SecondFactorState>;
  next: string;
  factors: readonly { id: string; name: string }[];
}

/** The code from an authenticator app; with several apps, which one. */
export function SecondFactorForm({ action, next, factors }: SecondFactorFormProps) {
  const [state, formAction, pending] = useActionState(action, { error: null });
  // Held here: a refused code stays in the box to correct.
  const [code, setCode] = useState("");
  return (
    <form action={formAction} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="next" value={next} />
      {state.error && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {state.error}
        </p>
      )}
      {factors.length > 1 && (
        <Field id="second-factor" label={t.factor}>
          {(control) => (
            <select {...control} name="factor" className={field}>
              {factors.map((factor) => (
                <option key={factor.id} value={factor.id}>
                  {factor.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {factors.length === 1 && <input type="hidden" name="factor" value={factors[0]!.id} />}
      <Field id="second-factor-code" label={t.code}>
        {(control) => (
          <input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${field} font-mono tracking-widest`}
          />
        )}
      </Field>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
