"use client";

import { useEffect, useRef, type FormEvent } from "react";
import type { Department } from "@/content/types";
import { showComingSoon } from "@/lib/toast";

export interface ContactFormText {
  title: string;
  name: string;
  email: string;
  company: string;
  optionalNote: string;
  department: string;
  generalOption: string;
  subject: string;
  message: string;
  messageRows: number;
  submit: string;
  requiredNote: string;
}

interface ContactFormProps {
  text: ContactFormText;
  departments: readonly Department[];
}

const field =
  "mt-1.5 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-foreground placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-ring";
const label = "text-sm font-medium text-foreground";

/**
 * The 'Send us a Message' form. The browser enforces the required fields; a valid submit only
 * shows the notice, since nothing is sent anywhere yet.
 *
 * The page is static, so ?department= is read after hydration rather than with useSearchParams:
 * that would make React client-render the form and replace the server's fields, losing anything
 * typed before the scripts arrived. An unknown department leaves the general option.
 */
export function ContactForm({ text, departments }: ContactFormProps) {
  const departmentRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const select = departmentRef.current;
    const requested = new URLSearchParams(window.location.search).get("department");
    // A choice the visitor already made wins over the link they came from.
    if (!select || select.value !== "" || !requested) return;
    if (departments.some((d) => d.id === requested)) select.value = requested;
  }, [departments]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void showComingSoon("contactForm");
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={label}>
            {text.name} *
          </label>
          <input id="contact-name" name="name" required autoComplete="name" className={field} />
        </div>
        <div>
          <label htmlFor="contact-email" className={label}>
            {text.email} *
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="contact-company" className={label}>
            {text.company} <span className="font-normal text-muted">{text.optionalNote}</span>
          </label>
          <input
            id="contact-company"
            name="company"
            autoComplete="organization"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="contact-department" className={label}>
            {text.department}
          </label>
          <select
            ref={departmentRef}
            id="contact-department"
            name="department"
            defaultValue=""
            className={field}
          >
            <option value="">{text.generalOption}</option>
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={label}>
          {text.subject} *
        </label>
        <input id="contact-subject" name="subject" required className={field} />
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          {text.message} *
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={text.messageRows}
          className={field}
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-8 text-sm font-semibold text-accent-contrast hover:bg-accent-strong"
      >
        {text.submit}
      </button>
    </form>
  );
}
