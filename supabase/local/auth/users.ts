import { randomUUID } from "node:crypto";
import type { Sql } from "../db";
import bcrypt from "bcryptjs";

type Queryable = Sql;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
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
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, is_anonymous`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null and is_sso_user = false`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

function iso(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** The user object as GoTrue serialises it (models/user.go); empty optional fields are left out. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
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
    is_anonymous: user.is_anonymous,
  };
  return JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
}

export interface NewUser {
  email: string;
  password: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  confirmed: boolean;
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
export async function insertUser(
  db: Queryable,
  user: NewUser,
  passwordHash: string,
): Promise<UserRow> {
  const id = randomUUID();
  const email = user.email.toLowerCase();
  const appMetadata = { provider: "email", providers: ["email"], ...(user.appMetadata ?? {}) };
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
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify({ sub: id, email, email_verified: user.confirmed })],
  );
  const created = await findUserById(db, id);
  if (!created) throw new Error("user vanished after insert");
  return created;
}

/** Makes an existing account an editor with a new password (used by the local editor script). */
export async function promoteToEditor(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `update auth.users
     set encrypted_password = $2,
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role":"editor"}'::jsonb,
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
}
