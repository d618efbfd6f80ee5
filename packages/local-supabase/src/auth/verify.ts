import type { IncomingMessage } from "node:http";
import type { Sql } from "../db";
import { AuthError } from "./errors";
import type { AuthContext } from "./context";
import {
  clearTokens,
  findTokenByHash,
  findUserToken,
  type FoundToken,
  isExpired,
  type OneTimeTokenType,
  PKCE_PREFIX,
  tokenHash,
} from "./one-time-tokens";
import { issueAuthCode } from "./pkce";
import { type AuthReply, json, redirect } from "./reply";
import { readJson, stringField } from "./request";
import { type AuthenticationMethod, startSession, tokenResponse } from "./sessions";
import { applyEmailChange, confirmEmail, findUserByEmail, findUserById } from "./users";
import { validateEmail } from "./validate";

type EmailVerifyType = "signup" | "invite" | "magiclink" | "recovery" | "email_change" | "email";

const TOKEN_TYPES: Record<EmailVerifyType, OneTimeTokenType[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  magiclink: ["recovery_token"],
  recovery: ["recovery_token"],
  email_change: ["email_change_token_current", "email_change_token_new"],
  email: ["confirmation_token", "recovery_token"],
};

/** How a PKCE flow begun by each link type is recorded in auth.flow_state. */
const FLOW_METHOD: Partial<Record<EmailVerifyType, AuthenticationMethod>> = {
  signup: "email/signup",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change: "email_change",
};

/** GoTrue's message when the first of the two email-change links has been followed. */
const SINGLE_CONFIRMATION =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

function isEmailVerifyType(type: string): type is EmailVerifyType {
  return type in TOKEN_TYPES;
}

const LINK_INVALID = new AuthError(403, "otp_expired", "Email link is invalid or has expired");
const TOKEN_INVALID = new AuthError(403, "otp_expired", "Token has expired or is invalid");

/** GoTrue's verifyTokenHash: the token behind a link, still within `otp_expiry`. */
async function tokenFromHash(
  context: AuthContext,
  tx: Sql,
  type: string,
  hash: string,
): Promise<FoundToken> {
  if (!isEmailVerifyType(type))
    throw new AuthError(400, "validation_failed", "Invalid email verification type");
  const found = await findTokenByHash(tx, hash, TOKEN_TYPES[type]);
  if (!found || isExpired(found.sentAt, context.options.otpExpirySeconds)) throw LINK_INVALID;
  return found;
}

/** GoTrue's verifyUserAndToken for email codes: the address's token matching the typed code. */
async function tokenFromCode(
  context: AuthContext,
  tx: Sql,
  type: string,
  email: string,
  code: string,
): Promise<FoundToken> {
  if (!isEmailVerifyType(type)) throw TOKEN_INVALID;
  const user =
    type === "email_change"
      ? await findUserByPendingEmail(tx, email)
      : await findUserByEmail(tx, email);
  if (!user) throw TOKEN_INVALID;
  const found = await findUserToken(tx, user.id, tokenHash(email, code), TOKEN_TYPES[type]);
  if (!found || isExpired(found.sentAt, context.options.otpExpirySeconds)) throw TOKEN_INVALID;
  return found;
}

async function findUserByPendingEmail(tx: Sql, email: string) {
  const { rows } = await tx.query<{ id: string }>(
    `select id from auth.users
     where deleted_at is null and (lower(email_change) = lower($1) or lower(email) = lower($1))
     order by (lower(email_change) = lower($1)) desc limit 1`,
    [email],
  );
  return rows[0] ? findUserById(tx, rows[0].id) : undefined;
}

/** What following a link does to the account; "pending" when an email change awaits its other link. */
async function apply(
  context: AuthContext,
  tx: Sql,
  token: FoundToken,
): Promise<"done" | "pending"> {
  const user = await findUserById(tx, token.userId);
  if (!user) throw LINK_INVALID;
  if (user.banned_until && user.banned_until.getTime() > Date.now())
    throw new AuthError(403, "user_banned", "User is banned");
  switch (token.type) {
    case "confirmation_token":
      await confirmEmail(tx, user.id);
      return "done";
    case "recovery_token":
      if (user.email_confirmed_at) await clearTokens(tx, user.id);
      else await confirmEmail(tx, user.id);
      return "done";
    case "email_change_token_new":
    case "email_change_token_current": {
      // With autoconfirm (the CLI default) GoTrue applies the change on the first link.
      if (!context.options.autoconfirm && user.email) {
        const { rows } = await tx.query<{ status: number }>(
          `select email_change_confirm_status as status from auth.users where id = $1`,
          [user.id],
        );
        if ((rows[0]?.status ?? 0) === 0) {
          await tx.query(
            `update auth.users set email_change_confirm_status = 1, ${token.type} = '' where id = $1`,
            [user.id],
          );
          await tx.query(
            `delete from auth.one_time_tokens where user_id = $1 and token_type = $2`,
            [user.id, token.type],
          );
          return "pending";
        }
      }
      await applyEmailChange(tx, user.id);
      return "done";
    }
    // A reauthentication code is only ever a password change's nonce.
    case "reauthentication_token":
      throw LINK_INVALID;
  }
}

/** The link type GoTrue settles on when the request said only "email". */
function resolvedType(type: string, token: FoundToken): string {
  if (type !== "email") return type;
  return token.type === "recovery_token" ? "magiclink" : "signup";
}

/** POST /verify: an emailed code (with the address) or token hash, exchanged for a session. */
export async function verifyPost(context: AuthContext, req: IncomingMessage): Promise<AuthReply> {
  const body = await readJson(req);
  const type = stringField(body, "type");
  const token = stringField(body, "token");
  const hash = stringField(body, "token_hash");
  const rawEmail = stringField(body, "email");
  const phone = stringField(body, "phone");
  if (type === "")
    throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  if ((token === "") === (hash === ""))
    throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
  let email = "";
  if (token !== "") {
    if (phone !== "" && rawEmail === "") throw TOKEN_INVALID;
    if (rawEmail === "" || phone !== "")
      throw new AuthError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on verify",
      );
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw new AuthError(422, "validation_failed", "Invalid email format");
    }
  } else if (rawEmail !== "" || phone !== "" || stringField(body, "redirect_to") !== "") {
    throw new AuthError(
      400,
      "validation_failed",
      "Only the token_hash and type should be provided",
    );
  }
  const { db, options } = context;
  return db.run((pg) =>
    pg.transaction(async (tx) => {
      const found =
        token !== ""
          ? await tokenFromCode(context, tx, type, email, token)
          : await tokenFromHash(context, tx, type, hash);
      if ((await apply(context, tx, found)) === "pending")
        return json({ msg: SINGLE_CONFIRMATION, code: "200" });
      const user = await findUserById(tx, found.userId);
      if (!user) throw LINK_INVALID;
      const session = await startSession(tx, user.id, "otp");
      return json(await tokenResponse(tx, options, user, session, new Date()));
    }),
  );
}

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query for PKCE. */
function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const url = new URL(target);
  const oauth: Record<number, string> = {
    400: "invalid_request",
    401: "unauthorized_client",
    403: "access_denied",
    500: "server_error",
    503: "temporarily_unavailable",
  };
  const fields = new URLSearchParams();
  const name = oauth[error.status];
  if (name) fields.set("error", name);
  fields.set("error_code", error.code);
  fields.set("error_description", error.message);
  if (pkce) for (const [key, value] of fields) url.searchParams.set(key, value);
  fields.set("sb", "");
  url.hash = fields.toString();
  return url.toString();
}

function messageRedirect(target: string, message: string, pkce: boolean): string {
  const url = new URL(target);
  if (pkce) url.searchParams.set("message", message);
  url.hash = new URLSearchParams({ message, sb: "" }).toString();
  return url.toString();
}

type LinkOutcome = { pending: true } | { code: string } | { tokens: Record<string, unknown> };

/**
 * GET /verify, the link in every email: it confirms, then sends the browser on to the allowed
 * redirect with a session in the fragment, or with `?code=` when the flow is PKCE.
 */
export async function verifyGet(context: AuthContext, url: URL): Promise<AuthReply> {
  const type = url.searchParams.get("type") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (type === "")
    throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  if (token === "")
    throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
  const target = context.redirects.referrer(url.searchParams.get("redirect_to") ?? "");
  const pkce = token.startsWith(PKCE_PREFIX);
  const { db, options } = context;
  try {
    const outcome = await db.run((pg) =>
      pg.transaction(async (tx): Promise<LinkOutcome> => {
        const found = await tokenFromHash(context, tx, type, token);
        if ((await apply(context, tx, found)) === "pending") return { pending: true };
        if (pkce) {
          const method = FLOW_METHOD[resolvedType(type, found) as EmailVerifyType];
          if (!method)
            throw new AuthError(400, "validation_failed", "Unsupported verification type");
          return { code: await issueAuthCode(tx, found.userId, method) };
        }
        const user = await findUserById(tx, found.userId);
        if (!user) throw LINK_INVALID;
        const session = await startSession(tx, user.id, "otp");
        return {
          tokens: await tokenResponse(tx, options, user, session, new Date()),
        };
      }),
    );
    if ("pending" in outcome) return redirect(messageRedirect(target, SINGLE_CONFIRMATION, pkce));
    if ("code" in outcome) {
      const next = new URL(target);
      next.searchParams.set("code", outcome.code);
      return redirect(next.toString());
    }
    const fragment = new URLSearchParams({ type });
    for (const key of ["access_token", "token_type", "expires_in", "expires_at", "refresh_token"])
      fragment.set(key, String(outcome.tokens[key]));
    fragment.set("sb", "");
    return redirect(`${target}#${fragment.toString()}`);
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(target, error, pkce));
    throw error;
  }
}
