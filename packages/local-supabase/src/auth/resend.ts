import type { IncomingMessage } from "node:http";
import { AuthError } from "./errors";
import type { AuthContext } from "./context";
import { sendEmailChange, sendLinkEmail } from "./email-links";
import { codeChallengeOf, createFlowState } from "./pkce";
import { type AuthReply, json } from "./reply";
import { readJson, stringField } from "./request";
import { findUserByEmail } from "./users";
import { validateEmail } from "./validate";

const TYPES = ["signup", "email_change", "sms", "phone_change"];

function invalid(message: string): AuthError {
  return new AuthError(400, "validation_failed", message);
}

/**
 * POST /resend (auth-js `resend`): GoTrue's Resend. The confirmation or email-change email goes
 * out again with a fresh link and code; an unknown address, a confirmed one or a user with no
 * pending change is answered `{}` all the same, so the reply reveals nothing. Phone types meet
 * the CLI's default of SMS off.
 */
export async function resend(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  const body = await readJson(req);
  const type = stringField(body, "type");
  const rawEmail = stringField(body, "email");
  const phone = stringField(body, "phone");
  if (!TYPES.includes(type))
    throw invalid("Missing one of these types: signup, email_change, sms, phone_change");
  if (rawEmail === "" && type === "signup")
    throw invalid("Type provided requires an email address");
  if (phone === "" && type === "sms") throw invalid("Type provided requires a phone number");
  if (rawEmail !== "" && phone !== "")
    throw invalid("Only an email address or phone number should be provided.");
  if (phone !== "")
    throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
  if (rawEmail === "") throw invalid("Missing email address or phone number");
  const email = validateEmail(rawEmail);
  const pkce = codeChallengeOf(body);
  const redirectTo = context.redirects.forRequest(req, url);
  await context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (type === "signup" && !user.email_confirmed_at) {
        if (pkce) await createFlowState(tx, user.id, "email/signup", "email", pkce);
        await sendLinkEmail(context, tx, user, "signup", redirectTo, pkce !== undefined);
      } else if (type === "email_change" && user.email_change) {
        if (pkce) await createFlowState(tx, user.id, "email_change", "email_change", pkce);
        await sendEmailChange(context, tx, user, user.email_change, redirectTo, pkce !== undefined);
      }
    }),
  );
  return json({});
}
