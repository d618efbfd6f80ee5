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
const LINK = /https?:\/\/|www\./gi;

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
  const text = `${values.name} ${values.company} ${values.subject} ${values.message}`;
  if (!problems.message && countLinks(text) > MAX_LINKS) {
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

/** The page the form was on, kept with the message: a path of this site, or null. */
export function pageOf(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  return value.slice(0, 500);
}

/**
 * Where a message came from: the page the script reported, else (no JavaScript) the same-origin
 * page the browser says it was sent from, else /contact. The department falls back to that
 * page's `?department=` in the same way.
 */
export function originOf(
  values: ContactValues,
  reported: unknown,
  referer: string | null,
  origin: string | null,
): { page: string; department: string } {
  let sentFrom: URL | null = null;
  try {
    sentFrom = referer && origin ? new URL(referer) : null;
  } catch {
    sentFrom = null;
  }
  const sameSite = sentFrom && sentFrom.origin === origin ? sentFrom : null;
  const page =
    pageOf(reported) ?? (sameSite ? pageOf(`${sameSite.pathname}${sameSite.search}`) : null);
  const linked = sameSite?.searchParams.get("department") ?? "";
  return {
    page: page ?? "/contact",
    department: values.department.trim() || linked.slice(0, LIMITS.department),
  };
}

/**
 * The part of a client address that names a sender: an IPv4 address whole, an IPv6 address by
 * its /64 network (one home or office has all of it).
 */
export function senderAddress(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
