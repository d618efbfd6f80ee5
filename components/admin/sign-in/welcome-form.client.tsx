"use client";

import Link from "next/link";
import { useActionState, useEffect, useState, useSyncExternalStore } from "react";
import type { WelcomeState } from "./welcome-actions";
import { teamText } from "@/content/admin-team";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/team-roles";
import { Field } from "../shell/field";
import { field, largeHint, primaryButton, secondaryButton } from "../shell/styles";

const t = teamText.welcome;

interface Tokens {
  access: string;
  refresh: string;
}

let read: Tokens | "none" | undefined;

/**
 * What the link left in the address: a session's tokens, or nothing (Auth's error, or no
 * link). Read once; the tokens then leave the address (not in history, not in a screenshot).
 */
function readTokens(): Tokens | "none" {
  if (read) return read;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const access = fragment.get("access_token");
  const refresh = fragment.get("refresh_token");
  read = access && refresh ? { access, refresh } : "none";
  if (window.location.hash) history.replaceState(null, "", window.location.pathname);
  return read;
}

const unchanging = () => () => {};
/** The server cannot see the address's fragment. */
const onServer = () => null;

interface WelcomeFormProps {
  begin: (access: string, refresh: string) => Promise<boolean>;
  action: (state: WelcomeState, form: FormData) => Promise<WelcomeState>;
  /** Whether this browser is signed in already (the page reloaded after the link). */
  signedIn: boolean;
}

/**
 * The new member's first page: the session the link gave becomes this browser's at once, then
 * they choose a password. Signed in already, the form shows straight away.
 */
export function WelcomeForm({ begin, action, signedIn }: WelcomeFormProps) {
  const tokens = useSyncExternalStore(unchanging, readTokens, onServer);
  const [started, setStarted] = useState<boolean | null>(null);
  const [state, formAction, pending] = useActionState(action, { error: null });

  useEffect(() => {
    if (!tokens || tokens === "none") return;
    let current = true;
    begin(tokens.access, tokens.refresh)
      .catch(() => false)
      .then((ok) => current && setStarted(ok));
    return () => {
      current = false;
    };
  }, [tokens, begin]);

  const ready = signedIn || started === true;
  if (tokens === null || (tokens !== "none" && started === null && !signedIn)) {
    return <p className="text-muted">{t.reading}</p>;
  }
  if (!ready) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {t.expired}
        </p>
        <Link href="/login" className={secondaryButton}>
          {t.signIn}
        </Link>
      </div>
    );
  }
  return (
    <form action={formAction} noValidate className="flex flex-col gap-5">
      {state.error && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {state.error}
        </p>
      )}
      <Field
        id="welcome-password"
        label={t.password}
        hint={t.hint(MIN_PASSWORD_LENGTH)}
        hintClassName={largeHint}
      >
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete="new-password"
            className={field}
          />
        )}
      </Field>
      <Field id="welcome-confirm" label={t.confirm}>
        {(control) => (
          <input
            {...control}
            name="confirm"
            type="password"
            required
            autoComplete="new-password"
            className={field}
          />
        )}
      </Field>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
