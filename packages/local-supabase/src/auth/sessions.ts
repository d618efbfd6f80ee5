import { randomBytes, randomUUID } from "node:crypto";
import type { Connection, Sql } from "../db";
import { JWT_SECRET } from "../config";
import { type AuthOptions, issuerOf } from "./context";
import { AuthError } from "./errors";
import { signJwt } from "../jwt";
import { findUserById, type UserRow, userJson } from "./users";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's refresh tokens are short opaque alphanumeric strings. */
function newRefreshToken(): string {
  const bytes = randomBytes(16);
  let token = "";
  for (const byte of bytes) token += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return token;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  revoked: boolean;
  parent: string | null;
  session_id: string;
  updated_at: Date;
}

/** GoTrue's names for how a session began, which the access token's `amr` claim reports. */
export type AuthenticationMethod =
  | "password"
  | "otp"
  | "magiclink"
  | "recovery"
  | "email/signup"
  | "email_change"
  | "totp"
  | "anonymous";

export async function startSession(
  db: Sql,
  userId: string,
  method: AuthenticationMethod = "password",
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at) values ($1, $2, now(), now(), 'aal1', now())`,
    [sessionId, userId],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)`,
    [randomUUID(), sessionId, method],
  );
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, userId, sessionId],
  );
  await db.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  return { sessionId, refreshToken };
}

/**
 * A second factor passed: the session is aal2 from now on, and its tokens say how (`amr`
 * gains the method, newest first). Returns a fresh refresh token for it, as GoTrue does.
 */
export async function raiseSession(
  db: Sql,
  session: { sessionId: string; userId: string; factorId: string },
  method: AuthenticationMethod,
): Promise<string> {
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [session.sessionId, session.factorId],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), session.sessionId, method],
  );
  // GoTrue swaps the session's live refresh token for a new one whose parent it is, so the
  // rotation rules still know a replay of the old one.
  const { rows } = await db.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where id = (select id from auth.refresh_tokens where session_id = $1 and not revoked
                 order by id desc limit 1)
     returning token`,
    [session.sessionId],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, session.userId, rows[0]?.token ?? null, session.sessionId],
  );
  return refreshToken;
}

/** The assurance level a session has reached: aal1, or aal2 once a second factor passed. */
export async function sessionAal(db: Sql, sessionId: string): Promise<"aal1" | "aal2"> {
  const { rows } = await db.query<{ aal: string | null }>(
    `select aal from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0]?.aal === "aal2" ? "aal2" : "aal1";
}

export async function sessionExists(db: Sql, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, created_at from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0];
}

export interface RotatedSession {
  sessionId: string;
  refreshToken: string;
  user: UserRow;
  signedInAt: Date;
}

const NOT_FOUND = new AuthError(
  400,
  "refresh_token_not_found",
  "Invalid Refresh Token: Refresh Token Not Found",
);
const ALREADY_USED = new AuthError(
  400,
  "refresh_token_already_used",
  "Invalid Refresh Token: Already Used",
);

/**
 * GoTrue's rotation rules (api/token_refresh.go): a used token may be replayed
 * only if it is the parent of the session's live token (the client lost the
 * answer) or within the reuse interval of its own rotation; any other replay
 * revokes the whole session, because it means the token leaked. Once revoked,
 * a family stays revoked: with no live token left, no replay is in the window.
 */
export async function rotateRefreshToken(
  db: Connection,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<RotatedSession> {
  // The family revocation must commit even though the request then fails, so
  // the refusal is thrown only after the transaction.
  const outcome = await db.transaction(async (tx): Promise<RotatedSession | "reused"> => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select id, token, revoked, parent, session_id, updated_at from auth.refresh_tokens where token = $1`,
      [presented],
    );
    const token = rows[0];
    if (!token || !token.session_id) throw NOT_FOUND;
    const session = await sessionExists(tx, token.session_id);
    if (!session) throw NOT_FOUND;
    const user = await findUserById(tx, session.user_id);
    if (!user) throw NOT_FOUND;
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
    }

    if (token.revoked) {
      const active = (
        await tx.query<RefreshTokenRow>(
          `select id, token, revoked, parent, session_id, updated_at from auth.refresh_tokens
           where session_id = $1 and revoked is false order by id desc limit 1`,
          [token.session_id],
        )
      ).rows[0];
      if (active && active.parent === token.token) {
        return {
          sessionId: session.id,
          refreshToken: active.token,
          user,
          signedInAt: session.created_at,
        };
      }
      const expired = Date.now() > token.updated_at.getTime() + reuseIntervalSeconds * 1000;
      if (!active || expired) {
        // Only `revoked` changes: `updated_at` records the rotation, and moving it would reopen
        // the reuse window for every token of the family.
        await tx.query(
          `update auth.refresh_tokens set revoked = true where session_id = $1 and revoked is false`,
          [token.session_id],
        );
        return "reused";
      }
    }

    const child = newRefreshToken();
    // A replay inside the window keeps the first rotation's time, so retries cannot stretch it.
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked is false`,
      [token.id],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [child, user.id, token.token, token.session_id],
    );
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
      [session.id],
    );
    return { sessionId: session.id, refreshToken: child, user, signedInAt: session.created_at };
  });
  if (outcome === "reused") throw ALREADY_USED;
  return outcome;
}

export async function endSessions(
  db: Sql,
  userId: string,
  sessionId: string,
  scope: "global" | "local" | "others",
) {
  if (scope === "local") await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  else if (scope === "global")
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      sessionId,
    ]);
}

/** GoTrue's AccessTokenResponse, with claims as in tokens/service.go. */
export async function tokenResponse(
  db: Sql,
  options: AuthOptions,
  user: UserRow,
  session: { sessionId: string; refreshToken: string },
  signedInAt: Date,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + options.accessTokenTtlSeconds;
  const { rows: amrRows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [session.sessionId],
  );
  // Sessions begun before amr claims were recorded were all password sign-ins.
  const amr =
    amrRows.length > 0
      ? amrRows
      : [{ method: "password", timestamp: Math.floor(signedInAt.getTime() / 1000) }];
  const claims = {
    iss: issuerOf(options),
    sub: user.id,
    aud: user.aud ?? "authenticated",
    exp: expiresAt,
    iat: now,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "authenticated",
    aal: await sessionAal(db, session.sessionId),
    amr,
    session_id: session.sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(claims, JWT_SECRET),
    token_type: "bearer",
    expires_in: options.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: await userJson(db, user),
  };
}
