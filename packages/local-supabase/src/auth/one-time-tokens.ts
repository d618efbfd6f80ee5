import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Sql } from "../db";

/** The auth.one_time_tokens types email flows use. */
export type OneTimeTokenType =
  | "confirmation_token"
  | "recovery_token"
  | "email_change_token_new"
  | "email_change_token_current"
  | "reauthentication_token";

/** GoTrue also keeps each token in a column of auth.users, next to the time it was sent. */
const COLUMNS: Record<OneTimeTokenType, { token: string; sentAt: string }> = {
  confirmation_token: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  recovery_token: { token: "recovery_token", sentAt: "recovery_sent_at" },
  email_change_token_new: { token: "email_change_token_new", sentAt: "email_change_sent_at" },
  email_change_token_current: {
    token: "email_change_token_current",
    sentAt: "email_change_sent_at",
  },
  reauthentication_token: {
    token: "reauthentication_token",
    sentAt: "reauthentication_sent_at",
  },
};

/** The Supabase CLI's default `otp_length`. */
const OTP_LENGTH = 6;

/** A PKCE flow's email token carries this prefix, so the link knows to answer with a code. */
export const PKCE_PREFIX = "pkce_";

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** GoTrue's token hash: SHA-224 of the address followed by the code, in hex. */
export function tokenHash(address: string, otp: string): string {
  return createHash("sha224")
    .update(address + otp)
    .digest("hex");
}

/** Replaces the user's token of this type, and records when it was sent. */
export async function saveToken(
  db: Sql,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
  hash: string,
): Promise<void> {
  const { token, sentAt } = COLUMNS[type];
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
    userId,
    type,
  ]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4, lower($5))`,
    [randomUUID(), userId, type, hash, relatesTo],
  );
  await db.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [
    userId,
    hash,
  ]);
}

export interface FoundToken {
  userId: string;
  type: OneTimeTokenType;
  hash: string;
  sentAt: Date | null;
}

/** A token with the time its email went out, which the user row keeps per kind. */
const SELECT_FOUND = `select t.user_id as "userId", t.token_type as type, t.token_hash as hash,
    case t.token_type
      when 'confirmation_token' then u.confirmation_sent_at
      when 'recovery_token' then u.recovery_sent_at
      else u.email_change_sent_at
    end as "sentAt"
  from auth.one_time_tokens t join auth.users u on u.id = t.user_id`;

/** The token behind an email link's hash, among the given types. */
export async function findTokenByHash(
  db: Sql,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<FoundToken | undefined> {
  const { rows } = await db.query<FoundToken>(
    `${SELECT_FOUND}
     where t.token_hash = $1 and t.token_type::text = any($2::text[]) and u.deleted_at is null
     limit 1`,
    [hash, types],
  );
  return rows[0];
}

/** The user's token matching a typed code, whether it was issued for a PKCE flow or not. */
export async function findUserToken(
  db: Sql,
  userId: string,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<FoundToken | undefined> {
  const { rows } = await db.query<FoundToken>(
    `${SELECT_FOUND}
     where t.user_id = $1 and t.token_hash in ($2, $3) and t.token_type::text = any($4::text[])
     order by array_position($4::text[], t.token_type::text)
     limit 1`,
    [userId, hash, PKCE_PREFIX + hash, types],
  );
  return rows[0];
}

export function isExpired(sentAt: Date | null, expirySeconds: number): boolean {
  return !sentAt || Date.now() > sentAt.getTime() + expirySeconds * 1000;
}

/** A used link or a password change voids every outstanding link, as in GoTrue. */
export async function clearTokens(db: Sql, userId: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  await db.query(
    `update auth.users set confirmation_token = '', recovery_token = '',
       email_change_token_new = '', email_change_token_current = '',
       reauthentication_token = ''
     where id = $1`,
    [userId],
  );
}
