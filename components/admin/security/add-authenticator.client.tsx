"use client";

import { useActionState, useState } from "react";
import { type EnrolState, finishEnrolment, startEnrolment } from "./actions";
import { twoFactorText } from "@/content/admin-team";
import { showToast } from "@/lib/toast";
import { Field } from "../shell/field";
import { field, primaryButton } from "../shell/styles";

const t = twoFactorText.room;
const idle: EnrolState = { ok: null, message: "", enrolment: null };

/**
 * Adding an authenticator app: a name, then its QR code and key to scan or type, then the code
 * the app shows, which turns it on. A refusal keeps what was typed.
 */
export function AddAuthenticator({ count }: { count: number }) {
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [started, start, starting] = useActionState(startEnrolment, idle);
  // The authenticators turned on here: a new one's QR code shows, a finished one's does not.
  const [done, setDone] = useState<readonly string[]>([]);
  const [finished, finish, finishing] = useActionState(
    async (previous: EnrolState, form: FormData) => {
      const answer = await finishEnrolment(previous, form);
      if (answer.ok) {
        setDone((ids) => [...ids, String(form.get("factor"))]);
        setCode("");
        void showToast({ title: t.title, description: answer.message });
      }
      return answer;
    },
    idle,
  );
  const current = started.enrolment;
  const enrolment = current && !done.includes(current.factorId) ? current : null;
  // A refused code belongs to the authenticator being added; a refused start to the start.
  const problem = enrolment
    ? finished.enrolment?.factorId === enrolment.factorId
      ? finished.message
      : ""
    : started.ok === false
      ? started.message
      : "";

  return (
    <section aria-labelledby="add-authenticator" className="mt-6">
      <h2 id="add-authenticator" className="text-xl font-bold text-foreground">
        {t.add.title}
      </h2>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {enrolment ? (
        <form action={finish} noValidate className="mt-3 flex flex-col gap-4">
          <input type="hidden" name="factor" value={enrolment.factorId} />
          <input type="hidden" name="name" value={enrolment.name} />
          <input type="hidden" name="qr" value={enrolment.qr} />
          <input type="hidden" name="secret" value={enrolment.secret} />
          <p className="text-sm text-muted">{t.add.scan}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL from Auth */}
          <img
            src={enrolment.qr}
            alt={t.add.qr(enrolment.name)}
            width={200}
            height={200}
            className="size-50 rounded-lg border border-border bg-white p-2"
          />
          <p className="text-sm">
            <span className="font-medium text-foreground">{t.add.key}: </span>
            <code className="font-mono break-all text-foreground" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <Field id="enrol-code" label={t.add.code}>
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={`${field} max-w-48 font-mono tracking-widest`}
              />
            )}
          </Field>
          <div>
            <button type="submit" className={primaryButton} disabled={finishing}>
              {t.add.confirm}
            </button>
          </div>
        </form>
      ) : (
        <form action={start} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="count" value={count} />
          <Field id="enrol-name" label={t.add.name} className="grow">
            {(control) => (
              <input
                {...control}
                name="name"
                maxLength={60}
                value={name}
                onChange={(event) => setName(event.target.value)}
                className={field}
              />
            )}
          </Field>
          <button type="submit" className={primaryButton} disabled={starting}>
            {t.add.start}
          </button>
        </form>
      )}
    </section>
  );
}
