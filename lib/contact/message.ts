/**
 * A message sent with the contact form, as the visitor typed it, and the checks it must pass
 * before it is kept (supabase/migrations/…_contact_messages.sql holds the same limits).
 */

export const CONTACT_FIELDS = [
  "name",
  "email",
  "company",
  "department",
  "subject",
  "message",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

/** What is wrong with a field; the form words it (the words are site text editors can change). */
export type FieldProblem = "required" | "email" | "tooLong" | "links";

/** Why a whole message was not taken. */
export type Refusal = "tooFast" | "tooMany" | "closed" | "failed";

export const LIMITS: Record<ContactField, number> = {
  name: 200,
  email: 254,
  company: 200,
  department: 100,
  subject: 300,
  message: 5000,
};

const REQUIRED: ReadonlySet<ContactField> = new Set(["name", "email", "subject", "message"]);

/** Links a message may carry: a real inquiry needs few, advertising needs many. */
export const MAX_LINKS = 3;

/** The least time a person takes to fill the form in; a script is faster. */
export const MIN_FILL_MS = 3_000;

export const EMPTY_VALUES: ContactValues = {
  name: "",
  email: "",
  company: "",
  department: "",
  subject: "",
  message: "",
};

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const LINK = /\bhttps?:\/\/|\bwww\./gi;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** The form's fields as strings, untrimmed: what the visitor sees again if anything is wrong. */
export function readValues(form: FormData): ContactValues {
  const values = { ...EMPTY_VALUES };
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** Each field's problem, if any; none means the message may be sent. */
export function problemsOf(values: ContactValues): Partial<Record<ContactField, FieldProblem>> {
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED.has(field) && value === "") problems[field] = "required";
    else if (value.length > LIMITS[field]) problems[field] = "tooLong";
  }
  if (!problems.email && !EMAIL.test(values.email.trim())) problems.email = "email";
  if (!problems.message && countLinks(`${values.subject} ${values.message}`) > MAX_LINKS) {
    problems.message = "links";
  }
  return problems;
}

/**
 * Whether the form was filled in faster than a person can: `started` is when the page's script
 * started the clock. A form sent without it (no JavaScript) is not timed.
 */
export function tooFast(started: FormDataEntryValue | null, now: number): boolean {
  if (typeof started !== "string" || !/^\d{13}$/.test(started)) return false;
  return now - Number(started) < MIN_FILL_MS;
}

/** The page the form was on, kept with the message: a path of this site, or /contact. */
export function pageOf(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
    return "/contact";
  }
  return value.slice(0, 500);
}
