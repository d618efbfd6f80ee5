import type { IncomingMessage } from "node:http";
import type { Caller } from "../caller";
import type { Sql } from "../db";
import { AuthError, EMAIL_EXISTS } from "./errors";
import type { AuthContext } from "./context";
import { type AuthReply, json } from "./reply";
import { booleanField, type JsonBody, objectField, readJson, stringField } from "./request";
import { unusablePassword } from "./signup";
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  listUsers,
  setPassword,
  updateMetadata,
  type UserRow,
  userJson,
} from "./users";
import { checkPasswordStrength, isUuid, validateEmail } from "./validate";

/** GoTrue's default `per_page`. */
const DEFAULT_PER_PAGE = 50;

/**
 * GoTrue caps keyset pages at 1000 rows (maxKeysetPerPage); the same cap on offset pages keeps
 * the offset of any page number up to 2^53 within Postgres' bigint.
 */
const MAX_PER_PAGE = 1000;

const GO_DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's longest duration, 2^63 - 1 nanoseconds (about 292 years); ParseDuration refuses more. */
const MAX_GO_DURATION_MS = 9_223_372_036_854.775;

/** A `ban_duration` in Go's duration syntax ("24h", "1h30m"); "none" lifts a ban. */
function banUntil(text: string): Date | null {
  if (text === "none") return null;
  const invalid = new AuthError(
    400,
    "validation_failed",
    `invalid format for ban duration: time: invalid duration "${text}"`,
  );
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text) throw invalid;
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * GO_DURATION_UNITS[part[2]!]!, 0);
  if (ms > MAX_GO_DURATION_MS) throw invalid;
  return new Date(Date.now() + ms);
}

export function requireAdmin(caller: Caller | undefined): void {
  if (caller?.role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
}

function userIdOf(raw: string): string {
  if (!isUuid(raw)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  return raw.toLowerCase();
}

const USER_NOT_FOUND = new AuthError(404, "user_not_found", "User not found");

function badPagination(reason: string): AuthError {
  return new AuthError(400, "validation_failed", `Bad Pagination Parameters: ${reason}`);
}

/** A whole number as GoTrue's ParseUint reads it, refused past what a JavaScript number holds exactly. */
function pageNumber(value: string | null, fallback: number): number {
  if (value === null || value === "") return fallback;
  if (!/^\d+$/.test(value))
    throw badPagination(`strconv.ParseUint: parsing "${value}": invalid syntax`);
  const number = Number(value);
  if (number > Number.MAX_SAFE_INTEGER)
    throw badPagination(`strconv.ParseUint: parsing "${value}": value out of range`);
  return number;
}

/** GoTrue's pagination headers: `Link` (next and last page) and `X-Total-Count`. */
function paginationHeaders(
  url: URL,
  page: number,
  perPage: number,
  total: number,
): Record<string, string> {
  const pages = perPage === 0 ? 0 : Math.ceil(total / perPage);
  const pageLink = (target: number): string => {
    const query = new URLSearchParams(url.searchParams);
    query.set("page", String(target));
    // Sorted keys, as Go's url.Values encodes them; auth-js reads the first value after "=".
    query.sort();
    return `<${url.pathname}?${query.toString()}>`;
  };
  const links = [];
  if (pages > page) links.push(`${pageLink(page + 1)}; rel="next"`);
  links.push(`${pageLink(pages)}; rel="last"`);
  return { Link: links.join(", "), "X-Total-Count": String(total) };
}

interface UserChanges {
  email?: string;
  passwordHash?: string;
  emailConfirm: boolean;
  userMetadata?: JsonBody;
  appMetadata?: JsonBody;
  role?: string;
  bannedUntil?: Date | null;
}

async function changesFrom(
  body: JsonBody,
  creating: boolean,
  minimumPasswordLength: number,
): Promise<UserChanges> {
  const rawEmail = stringField(body, "email");
  if (stringField(body, "phone") !== "")
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  const password = typeof body.password === "string" ? stringField(body, "password") : undefined;
  const passwordHash = stringField(body, "password_hash");
  if (password !== undefined && passwordHash !== "")
    throw new AuthError(
      400,
      "validation_failed",
      "Only a password or a password hash should be provided",
    );
  if (passwordHash !== "" && !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash))
    throw new AuthError(
      400,
      "validation_failed",
      "Invalid password hash: only bcrypt is supported",
    );
  if (password !== undefined && password !== "")
    checkPasswordStrength(password, minimumPasswordLength);
  const banDuration = stringField(body, "ban_duration");
  return {
    email: rawEmail === "" ? undefined : validateEmail(rawEmail),
    passwordHash:
      passwordHash !== ""
        ? passwordHash
        : password !== undefined && password !== ""
          ? await hashPassword(password)
          : creating
            ? await unusablePassword()
            : undefined,
    emailConfirm: booleanField(body, "email_confirm"),
    userMetadata: objectField(body, "user_metadata"),
    appMetadata: objectField(body, "app_metadata"),
    role: stringField(body, "role") || undefined,
    bannedUntil: banDuration === "" ? undefined : banUntil(banDuration),
  };
}

async function applyAttributes(tx: Sql, user: UserRow, changes: UserChanges): Promise<void> {
  if (changes.role !== undefined)
    await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, changes.role]);
  if (changes.bannedUntil !== undefined)
    await tx.query(`update auth.users set banned_until = $2 where id = $1`, [
      user.id,
      changes.bannedUntil,
    ]);
  if (changes.bannedUntil)
    await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
}

/** /admin/users and /admin/users/<id>, for the service role only (auth-js `auth.admin`). */
export async function admin(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  rest: string,
  caller: Caller | undefined,
): Promise<AuthReply> {
  // The role comes first, so that only an admin learns what is wrong with a body.
  requireAdmin(caller);
  const method = req.method ?? "GET";
  const body = method === "GET" ? {} : await readJson(req);
  const { db } = context;
  if (rest === "") {
    if (method === "GET") {
      const page = Math.max(1, pageNumber(url.searchParams.get("page"), 1));
      const asked = pageNumber(url.searchParams.get("per_page"), DEFAULT_PER_PAGE);
      if (asked === 0) throw badPagination("per_page must be greater than 0");
      const perPage = Math.min(asked, MAX_PER_PAGE);
      const filter = url.searchParams.get("filter") ?? "";
      return db.run(async (pg) => {
        const { users, total } = await listUsers(pg, page, perPage, filter);
        const list = [];
        for (const user of users) list.push(await userJson(pg, user));
        return json(
          { users: list, aud: "authenticated" },
          paginationHeaders(url, page, perPage, total),
        );
      });
    }
    if (method === "POST") return createUser(context, body);
  } else {
    const id = userIdOf(rest);
    if (method === "GET")
      return db.run(async (pg) => {
        const user = await findUserById(pg, id);
        if (!user) throw USER_NOT_FOUND;
        return json(await userJson(pg, user));
      });
    if (method === "PUT") return updateUser(context, id, body);
    if (method === "DELETE")
      return deleteUser(context, id, booleanField(body, "should_soft_delete"));
  }
  throw new AuthError(405, "method_not_allowed", `${method} is not allowed here`);
}

async function createUser(context: AuthContext, body: JsonBody): Promise<AuthReply> {
  const changes = await changesFrom(body, true, context.options.minimumPasswordLength);
  if (changes.email === undefined)
    throw new AuthError(
      400,
      "validation_failed",
      "Cannot create a user without either an email or phone",
    );
  const rawId = stringField(body, "id");
  if (rawId !== "" && !isUuid(rawId))
    throw new AuthError(400, "validation_failed", "ID must conform to the uuid v4 format");
  if (rawId === "00000000-0000-0000-0000-000000000000")
    throw new AuthError(400, "validation_failed", "ID cannot be a nil uuid");
  const email = changes.email;
  return context.db.run(async (pg) => {
    if (await findUserByEmail(pg, email)) throw EMAIL_EXISTS;
    if (rawId !== "" && (await findUserById(pg, rawId.toLowerCase())))
      throw new AuthError(422, "user_already_exists", "User already registered");
    return pg.transaction(async (tx) => {
      const user = await insertUser(
        tx,
        {
          email,
          appMetadata: changes.appMetadata,
          userMetadata: changes.userMetadata,
          confirmed: changes.emailConfirm,
          id: rawId === "" ? undefined : rawId.toLowerCase(),
        },
        changes.passwordHash ?? "",
      );
      await applyAttributes(tx, user, changes);
      return json(await userJson(tx, (await findUserById(tx, user.id)) ?? user));
    });
  });
}

async function updateUser(context: AuthContext, id: string, body: JsonBody): Promise<AuthReply> {
  const changes = await changesFrom(body, false, context.options.minimumPasswordLength);
  return context.db.run(async (pg) => {
    const user = await findUserById(pg, id);
    if (!user) throw USER_NOT_FOUND;
    if (changes.email !== undefined && changes.email !== user.email) {
      const taken = await findUserByEmail(pg, changes.email);
      if (taken && taken.id !== id) throw EMAIL_EXISTS;
    }
    return pg.transaction(async (tx) => {
      if (changes.email !== undefined && changes.email !== user.email) {
        await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
          id,
          changes.email,
        ]);
        await tx.query(
          `update auth.identities
           set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
               updated_at = now()
           where user_id = $1 and provider = 'email'`,
          [id, changes.email, changes.emailConfirm],
        );
      }
      if (changes.emailConfirm) await confirmEmail(tx, id);
      if (changes.passwordHash !== undefined) await setPassword(tx, id, changes.passwordHash);
      const current = (await findUserById(tx, id)) ?? user;
      await updateMetadata(tx, current, { user: changes.userMetadata, app: changes.appMetadata });
      await applyAttributes(tx, current, changes);
      await tx.query(`update auth.users set updated_at = now() where id = $1`, [id]);
      return json(await userJson(tx, (await findUserById(tx, id)) ?? current));
    });
  });
}

/**
 * A hard delete removes the user with everything that references it; a soft delete keeps the
 * row, marked deleted and with its address freed, as GoTrue's should_soft_delete does.
 */
async function deleteUser(context: AuthContext, id: string, soft: boolean): Promise<AuthReply> {
  return context.db.run(async (pg) => {
    const user = await findUserById(pg, id);
    if (!user) throw USER_NOT_FOUND;
    await pg.transaction(async (tx) => {
      await tx.query(`delete from auth.flow_state where user_id = $1`, [id]);
      if (!soft) {
        await tx.query(`delete from auth.users where id = $1`, [id]);
        return;
      }
      await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [id]);
      await tx.query(`delete from auth.identities where user_id = $1`, [id]);
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null,
           encrypted_password = '', raw_user_meta_data = '{}'::jsonb, updated_at = now()
         where id = $1`,
        [id],
      );
    });
    return json({});
  });
}
