import type { IncomingMessage } from "node:http";
import type { Caller } from "../caller";
import type { Sql } from "../db";
import { requireAdmin } from "./admin";
import type { AuthContext } from "./context";
import { AuthError, EMAIL_EXISTS } from "./errors";
import type { EmailAction } from "./mailer";
import { generateOtp, type OneTimeTokenType, saveToken, tokenHash } from "./one-time-tokens";
import { type AuthReply, json } from "./reply";
import { type JsonBody, objectField, readJson, stringField } from "./request";
import { unusablePassword } from "./signup";
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  updateMetadata,
  type UserRow,
  userJson,
} from "./users";
import { checkPasswordStrength, validateEmail } from "./validate";

type LinkType =
  "signup" | "invite" | "magiclink" | "recovery" | "email_change_current" | "email_change_new";

const LINK_TYPES: readonly string[] = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change_current",
  "email_change_new",
];

function isLinkType(type: string): type is LinkType {
  return LINK_TYPES.includes(type);
}

const USER_NOT_FOUND = new AuthError(404, "user_not_found", "User with this email not found");

interface Issued {
  user: UserRow;
  hash: string;
  /** The `type` the verify link carries: both email change kinds verify as `email_change`. */
  action: EmailAction;
}

interface LinkRequest {
  type: LinkType;
  email: string;
  otp: string;
  body: JsonBody;
  /** Hashed outside the queue, for a sign-up that creates its user. */
  passwordHash: string;
}

async function issueToken(
  tx: Sql,
  user: UserRow,
  type: OneTimeTokenType,
  address: string,
  otp: string,
): Promise<string> {
  const hash = tokenHash(address, otp);
  await saveToken(tx, user.id, type, address, hash);
  return hash;
}

/** A sign-up or invitation leaves an address that is not yet confirmed with a new link. */
async function unconfirmedUser(
  tx: Sql,
  request: LinkRequest,
  existing: UserRow | undefined,
): Promise<UserRow> {
  if (existing?.email_confirmed_at) throw EMAIL_EXISTS;
  const data = objectField(request.body, "data") ?? {};
  if (!existing)
    return insertUser(
      tx,
      { email: request.email, userMetadata: data, identityData: data, confirmed: false },
      request.passwordHash,
    );
  if (Object.keys(data).length > 0) await updateMetadata(tx, existing, { user: data });
  return existing;
}

async function issue(tx: Sql, request: LinkRequest): Promise<Issued> {
  const { email, otp } = request;
  const existing = await findUserByEmail(tx, email);
  switch (request.type) {
    case "signup":
    case "invite": {
      const user = await unconfirmedUser(tx, request, existing);
      if (request.type === "invite")
        await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
      const hash = await issueToken(tx, user, "confirmation_token", email, otp);
      return { user, hash, action: request.type };
    }
    case "magiclink":
    case "recovery": {
      if (!existing) throw USER_NOT_FOUND;
      const hash = await issueToken(tx, existing, "recovery_token", email, otp);
      return { user: existing, hash, action: request.type };
    }
    case "email_change_current":
    case "email_change_new": {
      if (!existing) throw USER_NOT_FOUND;
      const newEmail = validateEmail(stringField(request.body, "new_email"));
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== existing.id) throw EMAIL_EXISTS;
      await tx.query(
        `update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`,
        [existing.id, newEmail],
      );
      const hash =
        request.type === "email_change_current"
          ? await issueToken(tx, existing, "email_change_token_current", email, otp)
          : await issueToken(tx, existing, "email_change_token_new", newEmail, otp);
      return { user: existing, hash, action: "email_change" };
    }
  }
}

/**
 * A sign-up link needs the password to give the new user; an invitation, or a magic link that
 * signs up, leaves one nobody knows.
 */
async function newUserPassword(
  requested: string,
  password: string,
  context: AuthContext,
): Promise<string> {
  if (requested !== "signup") return unusablePassword();
  if (password === "")
    throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  checkPasswordStrength(password, context.options.minimumPasswordLength);
  return hashPassword(password);
}

/**
 * POST /admin/generate_link (`auth.admin.generateLink`): GoTrue's adminGenerateLink. It issues
 * the link and code an email would carry, and returns them with the user instead of sending
 * anything. A magic link for an unknown address signs it up, as GoTrue does.
 */
export async function generateLink(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  caller: Caller | undefined,
): Promise<AuthReply> {
  requireAdmin(caller);
  const body = await readJson(req);
  const email = validateEmail(stringField(body, "email"));
  const requested = stringField(body, "type");
  const { db, redirects, mailer } = context;
  const redirectTo = redirects.allows(stringField(body, "redirect_to"))
    ? stringField(body, "redirect_to")
    : redirects.forRequest(req, url);
  const known = await db.run((pg) => findUserByEmail(pg, email));
  const type = !known && requested === "magiclink" ? "signup" : requested;
  if (!isLinkType(type))
    throw new AuthError(
      400,
      "validation_failed",
      `Invalid email action link type requested: ${requested}`,
    );
  if (!known && (type === "recovery" || type.startsWith("email_change"))) throw USER_NOT_FOUND;
  const passwordHash =
    known || (type !== "signup" && type !== "invite")
      ? ""
      : await newUserPassword(requested, stringField(body, "password"), context);
  const otp = generateOtp();
  return db.run((pg) =>
    pg.transaction(async (tx) => {
      const issued = await issue(tx, { type, email, otp, body, passwordHash });
      const user = (await findUserById(tx, issued.user.id)) ?? issued.user;
      const actionLink = mailer.link({
        to: email,
        action: issued.action,
        otp,
        tokenHash: issued.hash,
        redirectTo,
      });
      return json({
        ...(await userJson(tx, user)),
        action_link: actionLink,
        email_otp: otp,
        hashed_token: issued.hash,
        verification_type: type,
        redirect_to: redirectTo,
      });
    }),
  );
}
