import type { Sql } from "../db";
import { AuthError } from "./errors";
import type { AuthContext } from "./context";
import type { EmailAction } from "./mailer";
import {
  generateOtp,
  type OneTimeTokenType,
  PKCE_PREFIX,
  saveToken,
  tokenHash,
} from "./one-time-tokens";
import type { UserRow } from "./users";

/** Which token and which "sent at" time each kind of email uses (a magic link is a recovery). */
const TOKEN_TYPE: Record<Exclude<EmailAction, "email_change">, OneTimeTokenType> = {
  signup: "confirmation_token",
  invite: "confirmation_token",
  magiclink: "recovery_token",
  recovery: "recovery_token",
};

function sentAtOf(user: UserRow, action: EmailAction): Date | null {
  // An invitation is the service role's to send, as often as it likes (GoTrue's sendInvite).
  if (action === "invite") return null;
  if (action === "signup") return user.confirmation_sent_at;
  if (action === "email_change") return user.email_change_sent_at;
  return user.recovery_sent_at;
}

/** GoTrue's validateSentWithinFrequencyLimit: `max_frequency` between two emails of a kind. */
export function checkSentWithinFrequency(context: AuthContext, sentAt: Date | null): void {
  const waitMs = sentAt
    ? sentAt.getTime() + context.options.emailMaxFrequencySeconds * 1000 - Date.now()
    : 0;
  if (waitMs > 0)
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
}

function checkFrequency(context: AuthContext, user: UserRow, action: EmailAction): void {
  checkSentWithinFrequency(context, sentAtOf(user, action));
}

/**
 * Issues a one-time token and emails its link and code. A PKCE flow's token carries the
 * `pkce_` prefix, so following the link answers with an auth code instead of a session.
 */
export async function sendLinkEmail(
  context: AuthContext,
  db: Sql,
  user: UserRow,
  action: Exclude<EmailAction, "email_change">,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  checkFrequency(context, user, action);
  const email = user.email ?? "";
  const otp = generateOtp();
  const hash = (pkce ? PKCE_PREFIX : "") + tokenHash(email, otp);
  await saveToken(db, user.id, TOKEN_TYPE[action], email, hash);
  await context.mailer.send({ to: email, action, otp, tokenHash: hash, redirectTo });
}

/**
 * GoTrue's sendEmailChange with `double_confirm_changes` on (the CLI default): one link to the
 * new address and one to the current one.
 */
export async function sendEmailChange(
  context: AuthContext,
  db: Sql,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  checkFrequency(context, user, "email_change");
  const prefix = pkce ? PKCE_PREFIX : "";
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`,
    [user.id, newEmail],
  );
  const recipients: { address: string; type: OneTimeTokenType }[] = [
    { address: newEmail, type: "email_change_token_new" },
  ];
  if (user.email) recipients.push({ address: user.email, type: "email_change_token_current" });
  for (const { address, type } of recipients) {
    const otp = generateOtp();
    const hash = prefix + tokenHash(address, otp);
    await saveToken(db, user.id, type, address, hash);
    await context.mailer.send({
      to: address,
      action: "email_change",
      otp,
      tokenHash: hash,
      redirectTo,
      newEmail,
    });
  }
}
