import { randomUUID } from "node:crypto";
import type { Sql } from "../db";
import bcrypt from "bcryptjs";
import { EMAIL_EXISTS } from "./errors";
import { clearTokens } from "./one-time-tokens";

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, is_anonymous`;

export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null and is_sso_user = false`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "unverified" | "verified";
  secret: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function listFactors(db: Sql, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
       secret, created_at, updated_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** A factor as GoTrue serialises it (models/factor.go): never its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
  };
}

function iso(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** The user object as GoTrue serialises it (models/user.go); empty optional fields are left out. */
export async function userJson(db: Sql, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const factors = await listFactors(db, user.id);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    is_anonymous: user.is_anonymous,
  };
  return JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
}

export interface NewUser {
  email: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  confirmed: boolean;
  /** A caller-chosen id (the admin API allows one); a random one otherwise. */
  id?: string;
  /** Extra keys for the email identity's identity_data, as sign-up copies its `data` there. */
  identityData?: Record<string, unknown>;
}

/** Same cost GoTrue uses. */
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

/** Inserts a user and its email identity; the caller has already hashed the password. */
export async function insertUser(db: Sql, user: NewUser, passwordHash: string): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  const email = user.email.toLowerCase();
  const appMetadata = { provider: "email", providers: ["email"], ...(user.appMetadata ?? {}) };
  // GoTrue's confirmation marks the metadata as verified too.
  const userMetadata = user.confirmed
    ? { ...(user.userMetadata ?? {}), email_verified: true }
    : (user.userMetadata ?? {});
  const identityData = {
    ...(user.identityData ?? {}),
    sub: id,
    email,
    email_verified: user.confirmed,
    phone_verified: false,
  };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), '', '', '', '')`,
    [
      id,
      email,
      passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  const created = await findUserById(db, id);
  if (!created) throw new Error("user vanished after insert");
  return created;
}

/** Gives an existing, confirmed account a new password and merges metadata in (`local-supabase create-user`). */
export async function resetUser(
  db: Sql,
  userId: string,
  passwordHash: string,
  appMetadata: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `update auth.users
     set encrypted_password = $2,
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $3::jsonb,
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now()
     where id = $1`,
    [userId, passwordHash, JSON.stringify(appMetadata)],
  );
}

/** GoTrue's metadata update: keys are merged in, and a key set to null is removed. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateMetadata(
  db: Sql,
  user: UserRow,
  updates: { user?: Record<string, unknown>; app?: Record<string, unknown> },
): Promise<void> {
  if (updates.user)
    await db.query(
      `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
      [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, updates.user))],
    );
  if (updates.app)
    await db.query(
      `update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`,
      [user.id, JSON.stringify(mergeMetadata(user.raw_app_meta_data, updates.app))],
    );
}

/** GoTrue's User.Confirm: the address counts as verified and every outstanding link is void. */
export async function confirmEmail(db: Sql, userId: string): Promise<void> {
  await db.query(
    `update auth.users
     set email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified":true}'::jsonb,
         updated_at = now()
     where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities
     set identity_data = identity_data || '{"email_verified":true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await clearTokens(db, userId);
}

/**
 * GoTrue's UpdatePassword: a new password voids outstanding links and ends every other session
 * (all of them when no session asked for the change).
 */
export async function setPassword(
  db: Sql,
  userId: string,
  passwordHash: string,
  keepSessionId?: string,
): Promise<void> {
  await db.query(
    `update auth.users
     set encrypted_password = $2, confirmation_sent_at = null, recovery_sent_at = null,
         email_change_sent_at = null, updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
  await clearTokens(db, userId);
  if (keepSessionId)
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      keepSessionId,
    ]);
  else await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/**
 * Moves the account to the address it asked for (auth.users.email_change) and confirms it,
 * unless another account has taken that address since the change was asked for.
 */
export async function applyEmailChange(db: Sql, userId: string): Promise<void> {
  const { rows: taken } = await db.query(
    `select 1 from auth.users me join auth.users other
       on lower(other.email) = lower(me.email_change) and other.id <> me.id
     where me.id = $1 and me.email_change <> '' and other.is_sso_user = false`,
    [userId],
  );
  if (taken.length > 0) throw EMAIL_EXISTS;
  await db.query(
    `update auth.users
     set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1 and email_change <> ''`,
    [userId],
  );
  await db.query(
    `update auth.identities i
     set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
         updated_at = now()
     from auth.users u
     where i.user_id = u.id and u.id = $1 and i.provider = 'email'`,
    [userId],
  );
  // An anonymous user becomes a permanent one with an email identity, as in GoTrue's emailChangeVerify.
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email,
         'email_verified', true, 'phone_verified', false), 'email', now(), now(), now()
     from auth.users u
     where u.id = $1 and not exists (
       select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email')`,
    [userId],
  );
  await db.query(`update auth.users set is_anonymous = false where id = $1`, [userId]);
  await updateProviders(db, userId);
  await confirmEmail(db, userId);
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` lists the user's identities, the first also as `provider`. */
export async function updateProviders(db: Sql, userId: string): Promise<void> {
  await db.query(
    `update auth.users u
     set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('providers', coalesce(p.providers, '[]'::jsonb))
           || case when p.providers is null then '{}'::jsonb
              else jsonb_build_object('provider', p.providers -> 0) end,
         updated_at = now()
     from (select jsonb_agg(distinct provider order by provider) as providers
           from auth.identities where user_id = $1) p
     where u.id = $1`,
    [userId],
  );
}

/** A page of users, newest first, and how many there are in all (GoTrue's admin listing). */
export async function listUsers(
  db: Sql,
  page: number,
  perPage: number,
  filter: string,
): Promise<{ users: UserRow[]; total: number }> {
  const where = `deleted_at is null and ($1 = '' or email like '%' || $1 || '%'
    or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where}
     order by created_at desc, id desc limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const counted = await db.query<{ total: number }>(
    `select count(*)::int as total from auth.users where ${where}`,
    [filter],
  );
  return { users: rows, total: counted.rows[0]?.total ?? 0 };
}
