"use client";

import Link from "next/link";
import { useActionState, useSyncExternalStore } from "react";
import type { WelcomeState } from "@/app/(editor)/welcome/actions";
import { teamText } from "@/content/admin-team";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/team-roles";
import { field, label, primaryButton, secondaryButton } from "../styles";

const t = teamText.welcome;

interface Invitation {
  access: string;
  refresh: string;
}

let read: Invitation | "expired" | undefined;

/**
 * What the invitation's link left in the address: its session, or Auth's error. Read once; the
 * tokens then leave the address at once (not in history, not in a shared screenshot).
 */
function readInvitation(): Invitation | "expired" {
  if (read) return read;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const access = fragment.get("access_token");
  const refresh = fragment.get("refresh_token");
  read = access && refresh ? { access, refresh } : "expired";
  if (window.location.hash) history.replaceState(null, "", window.location.pathname);
  return read;
}

const unchanging = () => () => {};
/** The server cannot see the address's fragment: it renders the waiting line. */
const onServer = () => null;

interface WelcomeFormProps {
  action: (state: WelcomeState, form: FormData) => Promise<WelcomeState>;
  /** Whether this browser is signed in already (the link followed before, the page reloaded). */
  signedIn: boolean;
}

/**
 * The new member's first page: reads the invitation from the address (only the browser sees
 * it), takes it out of the address and history, and asks for a password.
 */
export function WelcomeForm({ action, signedIn }: WelcomeFormProps) {
  const fromAddress = useSyncExternalStore(unchanging, readInvitation, onServer);
  const [state, formAction, pending] = useActionState(action, { error: null, expired: false });
  // Signed in already (the page reloaded after the link): the session is this browser's.
  const invitation =
    fromAddress === "expired" && signedIn ? { access: "", refresh: "" } : fromAddress;

  if (invitation === null) return <p className="text-muted">{t.reading}</p>;
  if (invitation === "expired" || state.expired) {
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
      <input type="hidden" name="access_token" value={invitation.access} />
      <input type="hidden" name="refresh_token" value={invitation.refresh} />
      {state.error && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {state.error}
        </p>
      )}
      <div>
        <label htmlFor="welcome-password" className={label}>
          {t.password}
        </label>
        <input
          id="welcome-password"
          name="password"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          aria-describedby="welcome-hint"
          className={field}
        />
        <p id="welcome-hint" className="mt-1 text-sm text-muted">
          {t.hint(MIN_PASSWORD_LENGTH)}
        </p>
      </div>
      <div>
        <label htmlFor="welcome-confirm" className={label}>
          {t.confirm}
        </label>
        <input
          id="welcome-confirm"
          name="confirm"
          type="password"
          required
          autoComplete="new-password"
          className={field}
        />
      </div>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
