"use server";

import { createHmac } from "node:crypto";
import { headers } from "next/headers";
import { clientAddress } from "@/lib/auth/client-address";
import {
  type ContactField,
  type ContactValues,
  EMPTY_VALUES,
  type FieldProblem,
  originOf,
  problemsOf,
  readValues,
  type Refusal,
  senderAddress,
  tooFast,
} from "@/lib/contact/message";
import { createServiceClient, serviceKey } from "@/lib/supabase/service-client";

export interface ContactFormState {
  status: "idle" | "sent" | "invalid" | "refused";
  values: ContactValues;
  problems: Partial<Record<ContactField, FieldProblem>>;
  refusal?: Refusal;
}

/** The database's refusals the visitor can act on. */
const REFUSALS: Record<string, Refusal> = { "54000": "tooMany", "55000": "closed" };

/**
 * The sender's address as a keyed digest: enough to count their messages, not enough to know
 * the address (a plain hash of an IPv4 address is undone by trying them all).
 */
function senderOf(address: string, key: string): string {
  return createHmac("sha256", key).update(address).digest("base64url");
}

/**
 * The contact form's submission, with or without JavaScript: what is wrong comes back with
 * everything typed; a message that passes is kept for the Inbox through the server's key. A
 * filled-in trap field (people never see it) gets the same thanks and is kept nowhere.
 */
export async function sendContactMessage(
  _: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const values = readValues(form);
  const answer = (status: ContactFormState["status"], more: Partial<ContactFormState> = {}) => ({
    status,
    values,
    problems: {},
    ...more,
  });
  const trap = form.get("website");
  if (typeof trap === "string" && trap !== "") return answer("sent");
  const problems = problemsOf(values);
  if (Object.keys(problems).length > 0) return answer("invalid", { problems });
  if (tooFast(form.get("started"), Date.now())) return answer("refused", { refusal: "tooFast" });

  const supabase = createServiceClient();
  const key = serviceKey();
  if (!supabase || !key) return answer("refused", { refusal: "failed" });
  const request = await headers();
  const { page, department } = originOf(
    values,
    form.get("page"),
    request.get("referer"),
    request.get("origin"),
  );
  const trimmed = (field: ContactField) => values[field].trim();
  const { error } = await supabase.rpc("receive_contact_message", {
    name: trimmed("name"),
    email: trimmed("email"),
    company: trimmed("company"),
    department,
    subject: trimmed("subject"),
    message: trimmed("message"),
    page,
    sender: senderOf(senderAddress(clientAddress(request)), key),
  });
  if (error) return answer("refused", { refusal: REFUSALS[error.code] ?? "failed" });
  return { status: "sent", values: EMPTY_VALUES, problems: {} };
}
