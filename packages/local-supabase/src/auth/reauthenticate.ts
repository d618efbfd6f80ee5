import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Sql } from "../db";
import { authenticate } from "./authenticate";
import type { AuthContext } from "./context";
import { checkSentWithinFrequency } from "./email-links";
import { AuthError } from "./errors";
import { generateOtp, isExpired, saveToken, tokenHash } from "./one-time-tokens";
import { type AuthReply, json } from "./reply";
import { readBody } from "../http";
import type { UserRow } from "./users";

/** How long after signing in GoTrue lets a session change its password without a nonce. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const NONCE_INVALID = new AuthError(
  422,
  "reauthentication_not_valid",
  "Nonce has expired or is invalid",
);

interface Reauthentication {
  token: string;
  sentAt: Date | null;
}

async function reauthenticationOf(db: Sql, userId: string): Promise<Reauthentication> {
  const { rows } = await db.query<Reauthentication>(
    `select coalesce(reauthentication_token, '') as token, reauthentication_sent_at as "sentAt"
     from auth.users where id = $1`,
    [userId],
  );
  return rows[0] ?? { token: "", sentAt: null };
}

/**
 * GET /reauthenticate (auth-js `reauthenticate`): GoTrue emails the signed-in user a code, which
 * a password change then presents as its `nonce`.
 */
export async function reauthenticate(
  context: AuthContext,
  req: IncomingMessage,
): Promise<AuthReply> {
  await readBody(req);
  const { user } = await authenticate(context.db, req);
  const email = user.email ?? "";
  if (email === "" && (user.phone ?? "") === "")
    throw new AuthError(
      400,
      "validation_failed",
      "Reauthentication requires the user to have an email or a phone number",
    );
  if (email === "")
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  if (!user.email_confirmed_at)
    throw new AuthError(422, "email_not_confirmed", "Please verify your email first.");
  await context.db.run((pg) =>
    pg.transaction(async (tx) => {
      checkSentWithinFrequency(context, (await reauthenticationOf(tx, user.id)).sentAt);
      const otp = generateOtp();
      await saveToken(tx, user.id, "reauthentication_token", email, tokenHash(email, otp));
      await context.mailer.sendReauthentication(email, otp);
    }),
  );
  return json({});
}

/**
 * GoTrue's check under `secure_password_change`: a session begun over a day ago (or a request
 * with no session) changes the password only with the emailed nonce, which is then used up.
 */
/** Compares in constant time, so the answer's timing tells nothing about the code. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function requireReauthentication(
  context: AuthContext,
  tx: Sql,
  user: UserRow,
  sessionCreatedAt: Date | undefined,
  nonce: string,
): Promise<void> {
  if (!context.options.securePasswordChange) return;
  if (sessionCreatedAt && Date.now() <= sessionCreatedAt.getTime() + RECENT_SIGN_IN_MS) return;
  if (nonce === "")
    throw new AuthError(
      400,
      "reauthentication_needed",
      "Password update requires reauthentication",
    );
  const { token, sentAt } = await reauthenticationOf(tx, user.id);
  if (token === "" || sentAt === null) throw NONCE_INVALID;
  const expected = tokenHash(user.email ?? "", nonce);
  if (!sameText(token, expected) || isExpired(sentAt, context.options.otpExpirySeconds))
    throw NONCE_INVALID;
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
     where id = $1`,
    [user.id],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`,
    [user.id],
  );
}
