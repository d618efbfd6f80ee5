"use client";

import { type FormEvent, useActionState, useEffect, useRef, useState } from "react";
import { type ContactFormState, sendContactMessage } from "@/app/(site)/contact/actions";
import type { Department } from "@/content/types";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  EMPTY_VALUES,
  LIMITS,
  readValues,
} from "@/lib/contact/message";
import type { SiteContent } from "@/lib/site-text/content";
import { showComingSoon } from "@/lib/toast";

export type ContactFormText = SiteContent["contact"]["form"];

interface ContactFormProps {
  text: ContactFormText;
  departments: readonly Department[];
  /** An admin's choice: send messages, or show the notice as the specification has it. */
  accepting: boolean;
}

const field =
  "mt-1.5 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-foreground placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-red-600 dark:aria-invalid:border-red-400";
const label = "text-sm font-medium text-foreground";
const problemText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

const initial: ContactFormState = { status: "idle", values: EMPTY_VALUES, problems: {} };

/** Where this tab keeps what the visitor typed until it is sent. */
const DRAFT_KEY = "contact-form-draft";

function readDraft(): Partial<ContactValues> | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
    return saved && typeof saved === "object" ? (saved as Partial<ContactValues>) : null;
  } catch {
    return null;
  }
}

/**
 * The 'Send us a Message' form. The browser enforces the required fields. With the form showing
 * the notice (the default), a valid submit only shows it. Accepting messages, it submits to a
 * server action, also without JavaScript; what is wrong is said beside each field, with
 * everything typed kept.
 *
 * The page is static, so ?department= is read after hydration rather than with useSearchParams:
 * that would make React client-render the form and replace the server's fields, losing anything
 * typed before the scripts arrived. An unknown department leaves the general option.
 */
export function ContactForm({ text, departments, accepting }: ContactFormProps) {
  const [state, formAction, pending] = useActionState(sendContactMessage, initial);
  const [dismissed, setDismissed] = useState<ContactFormState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const departmentRef = useRef<HTMLSelectElement>(null);
  const startedRef = useRef<HTMLInputElement>(null);
  const pageRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const select = departmentRef.current;
    const requested = new URLSearchParams(window.location.search).get("department");
    // A choice the visitor already made wins over the link they came from.
    if (!select || select.value !== "" || !requested) return;
    if (departments.some((d) => d.id === requested)) select.value = requested;
  }, [departments]);

  // After an answer React resets the form to its fields' defaults, which it updates from the
  // answer; a select's chosen option is not one of them, so the department is chosen again.
  useEffect(() => {
    if (departmentRef.current && state.status !== "idle" && state.status !== "sent") {
      departmentRef.current.value = state.values.department;
    }
  }, [state]);

  // When the visitor started typing, more or less: a person takes seconds, a script does not.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // What is wrong gets the focus, so it is read out and fixed first; the thanks, once sent (the
  // button that had the focus is gone).
  useEffect(() => {
    if (state.status === "sent") sentRef.current?.focus();
    if (state.status !== "invalid") return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [state]);

  // What is typed is kept in this tab until it is sent: a failed connection, an error page or a
  // reload gives it back.
  useEffect(() => {
    const form = formRef.current;
    if (!accepting || !form) return;
    if (state.status === "sent") {
      sessionStorage.removeItem(DRAFT_KEY);
      return;
    }
    const saved = readDraft();
    if (saved && state.status === "idle") {
      for (const name of CONTACT_FIELDS) {
        const control = form.elements.namedItem(name);
        if (
          saved[name] &&
          (control instanceof HTMLInputElement ||
            control instanceof HTMLTextAreaElement ||
            control instanceof HTMLSelectElement) &&
          control.value === ""
        ) {
          control.value = saved[name];
        }
      }
    }
    const keep = () =>
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(readValues(new FormData(form))));
    form.addEventListener("input", keep);
    return () => form.removeEventListener("input", keep);
  }, [accepting, state]);

  // Runs before the action reads the form: when the visitor started, and the page with its query.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (accepting) {
      if (startedRef.current) startedRef.current.value = String(startedAt.current);
      if (pageRef.current) {
        pageRef.current.value = `${window.location.pathname}${window.location.search}`;
      }
      return;
    }
    event.preventDefault();
    void showComingSoon("contactForm");
  };

  if (accepting && state.status === "sent" && dismissed !== state) {
    return (
      <div role="status" className="space-y-3" data-testid="contact-sent">
        <h2
          ref={sentRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-foreground focus:outline-none"
        >
          {text.sent.title}
        </h2>
        <p className="text-foreground">{text.sent.text}</p>
        <button
          type="button"
          onClick={() => {
            startedAt.current = Date.now();
            setDismissed(state);
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-border px-6 text-sm font-semibold text-foreground hover:border-accent hover:text-accent"
        >
          {text.sent.again}
        </button>
      </div>
    );
  }

  const shown = state.status === "sent" ? EMPTY_VALUES : state.values;
  const problemOf = (name: ContactField): string | undefined => {
    const problem = state.problems[name];
    if (!problem) return undefined;
    if (problem === "required") {
      const named = text.fields[name];
      return "required" in named ? named.required : undefined;
    }
    return text.problems[problem];
  };
  const described = (name: ContactField) => {
    const problem = problemOf(name);
    return {
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `contact-${name}-problem` : undefined,
    };
  };
  const problemFor = (name: ContactField) => {
    const problem = problemOf(name);
    return problem ? (
      <p id={`contact-${name}-problem`} className={problemText}>
        {problem}
      </p>
    ) : null;
  };

  return (
    <form
      ref={formRef}
      action={accepting ? formAction : undefined}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.requiredNote}</p>
      {state.status === "invalid" && (
        <p role="alert" className={problemText}>
          {text.fix}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={label}>
            {text.fields.name.label} *
          </label>
          <input
            id="contact-name"
            name="name"
            required
            maxLength={accepting ? LIMITS.name : undefined}
            autoComplete={text.fields.name.autoComplete}
            defaultValue={shown.name}
            className={field}
            {...described("name")}
          />
          {problemFor("name")}
        </div>
        <div>
          <label htmlFor="contact-email" className={label}>
            {text.fields.email.label} *
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            maxLength={accepting ? LIMITS.email : undefined}
            autoComplete={text.fields.email.autoComplete}
            defaultValue={shown.email}
            className={field}
            {...described("email")}
          />
          {problemFor("email")}
        </div>
        <div>
          <label htmlFor="contact-company" className={label}>
            {text.fields.company.label}{" "}
            <span className="font-normal text-muted">{text.fields.company.optionalNote}</span>
          </label>
          <input
            id="contact-company"
            name="company"
            maxLength={accepting ? LIMITS.company : undefined}
            autoComplete={text.fields.company.autoComplete}
            defaultValue={shown.company}
            className={field}
            {...described("company")}
          />
          {problemFor("company")}
        </div>
        <div>
          <label htmlFor="contact-department" className={label}>
            {text.fields.department.label}
          </label>
          <select
            ref={departmentRef}
            id="contact-department"
            name="department"
            defaultValue={shown.department}
            className={field}
            {...described("department")}
          >
            <option value="">{text.fields.department.generalOption}</option>
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          {problemFor("department")}
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={label}>
          {text.fields.subject.label} *
        </label>
        <input
          id="contact-subject"
          name="subject"
          required
          maxLength={accepting ? LIMITS.subject : undefined}
          defaultValue={shown.subject}
          className={field}
          {...described("subject")}
        />
        {problemFor("subject")}
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          {text.fields.message.label} *
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={text.fields.message.rows}
          maxLength={accepting ? LIMITS.message : undefined}
          defaultValue={shown.message}
          className={field}
          {...described("message")}
        />
        {problemFor("message")}
      </div>
      {accepting && (
        <>
          {/* People never see or reach this field; scripts that fill every field do. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{text.trap}</label>
            <input
              id="contact-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <input ref={startedRef} type="hidden" name="started" defaultValue="" />
          <input ref={pageRef} type="hidden" name="page" defaultValue="" />
        </>
      )}
      {state.status === "refused" && state.refusal && (
        <p role="alert" className={problemText}>
          {text.refusals[state.refusal]}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-8 text-sm font-semibold text-accent-contrast hover:bg-accent-strong disabled:opacity-60"
      >
        {pending ? text.sending : text.submit}
      </button>
    </form>
  );
}
