"use client";

import { InterfaceIcon } from "@/components/ui/interface-icon";
import { useActionState } from "react";
import { login } from "@/content/admin";
import { Field } from "../shell/field";
import { field, primaryButton } from "../shell/styles";

/** What the sign-in action answers: an error to show, and the email to keep in the field. */
export interface SignInState {
  error: string | null;
  email: string;
}

interface LoginFormProps {
  next: string;
  action: (state: SignInState, formData: FormData) => Promise<SignInState>;
}

/** Email and password sign-in; a wrong password is reported here and the page stays. */
export function LoginForm({ next, action }: LoginFormProps) {
  const [state, formAction, pending] = useActionState(action, { error: null, email: "" });

  return (
    <form action={formAction} className="flex flex-col gap-5">
      <input type="hidden" name="next" value={next} />
      {state.error && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <InterfaceIcon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
          <p>{state.error}</p>
        </div>
      )}
      <Field id="login-email" label={login.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            required
            autoComplete="username"
            defaultValue={state.email}
            className={field}
          />
        )}
      </Field>
      <Field id="login-password" label={login.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={field}
          />
        )}
      </Field>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? login.submitting : login.submit}
      </button>
    </form>
  );
}
