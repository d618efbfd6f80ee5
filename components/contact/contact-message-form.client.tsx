"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type ContactFormState, sendContactMessage } from "./actions";
import type { DepartmentGroup } from "@/lib/services/departments";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  EMPTY_VALUES,
  LIMITS,
  readValues,
} from "@/lib/contact/message";
import {
  ContactFields,
  type ContactFormText,
  fieldProblemText,
  formStack,
  submitButton,
} from "./contact-fields";
import { chooseRequestedDepartment, type ListedDepartment } from "./requested-department";

interface ContactMessageFormProps {
  text: ContactFormText;
  departments: readonly DepartmentGroup[];
}

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
 * The 'Send us a Message' form when an admin has it accept messages. It submits to a server
 * action, also without JavaScript; what is wrong is said beside each field, with everything
 * typed kept.
 */
export function ContactMessageForm({ text, departments }: ContactMessageFormProps) {
  const [state, formAction, pending] = useActionState(sendContactMessage, initial);
  const [dismissed, setDismissed] = useState<ContactFormState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const startedRef = useRef<HTMLInputElement>(null);
  const pageRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const departmentRef = useRef<HTMLSelectElement>(null);

  const [requested, setRequested] = useState<ListedDepartment>();

  // A department the groups leave out is rendered at once, so it can be chosen.
  useEffect(() => {
    void chooseRequestedDepartment(departmentRef.current, (department) =>
      flushSync(() => setRequested(department)),
    );
  }, []);

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
    if (!form) return;
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
  }, [state]);

  // Runs before the action reads the form: when the visitor started, and the page with its query.
  const onSubmit = () => {
    if (startedRef.current) startedRef.current.value = String(startedAt.current);
    if (pageRef.current) {
      pageRef.current.value = `${window.location.pathname}${window.location.search}`;
    }
  };

  if (state.status === "sent" && dismissed !== state) {
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

  const problemOf = (name: ContactField): string | undefined => {
    const problem = state.problems[name];
    if (!problem) return undefined;
    if (problem === "required") {
      const named = text.fields[name];
      return "required" in named ? named.required : undefined;
    }
    return text.problems[problem];
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className={formStack}
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.requiredNote}</p>
      {state.status === "invalid" && (
        <p role="alert" className={fieldProblemText}>
          {text.fix}
        </p>
      )}
      <ContactFields
        text={text}
        departments={departments}
        requested={requested}
        departmentRef={departmentRef}
        values={state.status === "sent" ? EMPTY_VALUES : state.values}
        limits={LIMITS}
        problemOf={problemOf}
      />
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
      {state.status === "refused" && state.refusal && (
        <p role="alert" className={fieldProblemText}>
          {text.refusals[state.refusal]}
        </p>
      )}
      <button type="submit" disabled={pending} className={submitButton}>
        {pending ? text.sending : text.submit}
      </button>
    </form>
  );
}
