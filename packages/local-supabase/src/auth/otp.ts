import type { IncomingMessage } from "node:http";
import { AuthError, SIGNUP_DISABLED } from "./errors";
import type { AuthContext } from "./context";
import { sendLinkEmail } from "./email-links";
import { codeChallengeOf, createFlowState } from "./pkce";
import { type AuthReply, json } from "./reply";
import { booleanField, objectField, readJson, stringField } from "./request";
import { register, unusablePassword } from "./signup";
import { findUserByEmail } from "./users";
import { validateEmail } from "./validate";

/**
 * GoTrue's MagicLink: a confirmed user is emailed a sign-in link; an unknown or unconfirmed
 * address is signed up first, then (with autoconfirm) sent the link, or else sent the
 * confirmation email, which signs in as well.
 */
async function magicLink(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  body: Record<string, unknown>,
): Promise<AuthReply> {
  const raw = stringField(body, "email");
  if (raw === "")
    throw new AuthError(422, "validation_failed", "Password recovery requires an email");
  const email = validateEmail(raw);
  const pkce = codeChallengeOf(body);
  const data = objectField(body, "data") ?? {};
  const redirectTo = context.redirects.forRequest(req, url);
  const { db, options } = context;
  const known = await db.run((pg) => findUserByEmail(pg, email));
  const passwordHash = known?.email_confirmed_at ? "" : await unusablePassword();
  if (!known?.email_confirmed_at && options.disableSignup) throw SIGNUP_DISABLED;
  await db.run((pg) =>
    pg.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user?.email_confirmed_at) {
        user = await register(context, tx, { email, passwordHash, data, pkce, redirectTo });
        // Without autoconfirm the confirmation email just sent is the sign-in link.
        if (!user?.email_confirmed_at) return;
      }
      if (!user) return;
      if (pkce) await createFlowState(tx, user.id, "magiclink", "magiclink", pkce);
      await sendLinkEmail(context, tx, user, "magiclink", redirectTo, pkce !== undefined);
    }),
  );
  return json({});
}

/** POST /otp: email sign-in by link or code (phone OTP is not enabled, as in the CLI's defaults). */
export async function otp(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  const body = await readJson(req);
  const email = stringField(body, "email");
  const phone = stringField(body, "phone");
  if (email !== "" && phone !== "")
    throw new AuthError(
      400,
      "validation_failed",
      "Only an email address or phone number should be provided",
    );
  if (email !== "" && stringField(body, "channel") !== "")
    throw new AuthError(
      400,
      "validation_failed",
      "Channel should only be specified with Phone OTP",
    );
  codeChallengeOf(body);
  const createUser = body.create_user === undefined || booleanField(body, "create_user");
  if (!createUser && email !== "") {
    const address = validateEmail(email);
    const existing = await context.db.run((pg) => findUserByEmail(pg, address));
    if (!existing) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
  }
  if (email !== "") return magicLink(context, req, url, body);
  if (phone !== "")
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  throw new AuthError(400, "validation_failed", "One of email or phone must be set");
}

/** POST /magiclink, the older name for an email OTP. */
export async function magiclink(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  return magicLink(context, req, url, await readJson(req));
}

/** POST /recover: a password reset link; an unknown address gets the same empty answer. */
export async function recover(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  const body = await readJson(req);
  const raw = stringField(body, "email");
  if (raw === "")
    throw new AuthError(400, "validation_failed", "Password recovery requires an email");
  const email = validateEmail(raw);
  const pkce = codeChallengeOf(body);
  const redirectTo = context.redirects.forRequest(req, url);
  await context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (pkce) await createFlowState(tx, user.id, "recovery", "recovery", pkce);
      await sendLinkEmail(context, tx, user, "recovery", redirectTo, pkce !== undefined);
    }),
  );
  return json({});
}
