import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { renderSVG } from "uqr";
import type { Sql } from "../db";
import { authenticate } from "./authenticate";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { type AuthReply, json } from "./reply";
import { clientIp, readJson, stringField } from "./request";
import { isUuid } from "./validate";
import { raiseSession, sessionAal, tokenResponse } from "./sessions";
import { newTotpSecret, totpUri, verifyTotp } from "./totp";
import { type FactorRow, factorJson, findUserById, listFactors } from "./users";

/** GoTrue's `challenge_expiry_duration` default. */
const CHALLENGE_EXPIRY_SECONDS = 300;

const FACTOR_NOT_FOUND = new AuthError(404, "mfa_factor_not_found", "Factor not found");

/** The caller's address as a challenge records it (an inet: anything else counts as loopback). */
const ipOf = (req: IncomingMessage) => (isIP(clientIp(req)) ? clientIp(req) : "127.0.0.1");

async function factorOf(db: Sql, userId: string, factorId: string): Promise<FactorRow> {
  const factor = (await listFactors(db, userId)).find((candidate) => candidate.id === factorId);
  if (!factor) throw FACTOR_NOT_FOUND;
  return factor;
}

/**
 * POST /factors: enrolls an app authenticator (TOTP) with a new secret, unverified until a code
 * from it is verified. Phone and WebAuthn answer GoTrue's own "not enabled" errors.
 */
async function enroll(context: AuthContext, req: IncomingMessage): Promise<AuthReply> {
  const { user, sessionId } = await authenticate(context.db, req);
  const body = await readJson(req);
  const type = stringField(body, "factor_type");
  if (type === "phone")
    throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (type === "webauthn")
    throw new AuthError(
      422,
      "mfa_webauthn_enroll_not_enabled",
      "MFA enroll is disabled for WebAuthn",
    );
  if (type !== "totp")
    throw new AuthError(
      400,
      "validation_failed",
      "factor_type needs to be totp, phone, or webauthn",
    );
  const { mfa } = context.options;
  if (!mfa.totpEnroll)
    throw new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
  const friendlyName = stringField(body, "friendly_name");
  const issuer = stringField(body, "issuer") || new URL(context.options.siteUrl).hostname;
  return context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const factors = await listFactors(tx, user.id);
      const verified = factors.filter((factor) => factor.status === "verified");
      if (verified.length > 0 && (await sessionAal(tx, sessionId)) !== "aal2")
        throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
      if (factors.length >= mfa.maxEnrolledFactors)
        throw new AuthError(
          422,
          "too_many_enrolled_mfa_factors",
          "Maximum number of verified factors reached, unenroll to continue",
        );
      if (friendlyName !== "" && factors.some((factor) => factor.friendly_name === friendlyName))
        throw new AuthError(
          422,
          "mfa_factor_name_conflict",
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      const id = randomUUID();
      const secret = newTotpSecret();
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, user.id, friendlyName, secret],
      );
      const uri = totpUri(issuer, user.email ?? user.id, secret);
      return json({
        id,
        type: "totp",
        friendly_name: friendlyName || undefined,
        totp: {
          // The SVG itself, as GoTrue sends it (supabase-js makes it a data: URL).
          qr_code: renderSVG(uri),
          secret,
          uri,
        },
      });
    }),
  );
}

/** POST /factors/{id}/challenge: a challenge a code must answer within five minutes. */
async function challenge(
  context: AuthContext,
  req: IncomingMessage,
  factorId: string,
): Promise<AuthReply> {
  const { user } = await authenticate(context.db, req);
  await readJson(req).catch(() => ({}));
  if (!context.options.mfa.totpVerify)
    throw new AuthError(
      422,
      "mfa_totp_verify_not_enabled",
      "MFA verification is disabled for TOTP",
    );
  return context.db.run(async (pg) => {
    await factorOf(pg, user.id, factorId);
    const id = randomUUID();
    const { rows } = await pg.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet) returning created_at`,
      [id, factorId, ipOf(req)],
    );
    const expiresAt = Math.floor(rows[0]!.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
    return json({ id, type: "totp", expires_at: expiresAt });
  });
}

/**
 * POST /factors/{id}/verify: the app's code answers the challenge. The factor is verified (if it
 * was new), the session becomes aal2 with `totp` in its amr, and fresh tokens say so.
 */
async function verify(
  context: AuthContext,
  req: IncomingMessage,
  factorId: string,
): Promise<AuthReply> {
  const { user, sessionId } = await authenticate(context.db, req);
  const body = await readJson(req);
  const challengeId = stringField(body, "challenge_id");
  const code = stringField(body, "code");
  if (!context.options.mfa.totpVerify)
    throw new AuthError(
      422,
      "mfa_totp_verify_not_enabled",
      "MFA verification is disabled for TOTP",
    );
  if (sessionId === "") throw new AuthError(403, "bad_jwt", "invalid claim: missing session_id");
  return context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const factor = await factorOf(tx, user.id, factorId);
      const { rows } = await tx.query<{
        created_at: Date;
        verified_at: Date | null;
        ip_address: string;
      }>(
        `select created_at, verified_at, host(ip_address) as ip_address
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [isUuid(challengeId) ? challengeId : "00000000-0000-0000-0000-000000000000", factorId],
      );
      const found = rows[0];
      if (!found)
        throw new AuthError(
          404,
          "mfa_factor_not_found",
          "MFA factor with the provided challenge ID not found",
        );
      // A spent challenge, or one asked for from another address, is GoTrue's mismatch.
      if (found.verified_at !== null || found.ip_address !== ipOf(req))
        throw new AuthError(
          422,
          "mfa_ip_address_mismatch",
          "Challenge and verify IP addresses mismatch",
        );
      if (Date.now() > found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
        await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
        throw new AuthError(
          422,
          "mfa_challenge_expired",
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      if (!factor.secret || !verifyTotp(factor.secret, code))
        throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [
        challengeId,
      ]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factorId],
      );
      const refreshToken = await raiseSession(tx, { sessionId, userId: user.id, factorId }, "totp");
      // As GoTrue: the user's other sessions that never passed a factor end, and factors
      // begun but never finished go.
      await tx.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1' and id <> $2`, [
        user.id,
        sessionId,
      ]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
        user.id,
      ]);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return json(
        await tokenResponse(tx, context.options, fresh, { sessionId, refreshToken }, new Date()),
      );
    }),
  );
}

/** DELETE /factors/{id}: a verified factor goes only from an aal2 session. */
async function unenroll(
  context: AuthContext,
  req: IncomingMessage,
  factorId: string,
): Promise<AuthReply> {
  const { user, sessionId } = await authenticate(context.db, req);
  await readJson(req).catch(() => ({}));
  return context.db.run(async (pg) => {
    const factor = await factorOf(pg, user.id, factorId);
    if (factor.status === "verified" && (await sessionAal(pg, sessionId)) !== "aal2")
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    await pg.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
    // Sessions that passed this factor are aal1 again (from their next token).
    await pg.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factorId],
    );
    await pg.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
       where factor_id = $1`,
      [factorId],
    );
    return json({ id: factorId });
  });
}

/** The /factors routes: enroll, challenge, verify, unenroll; null for any other path. */
export function factorsRoute(
  context: AuthContext,
  req: IncomingMessage,
  subPath: string,
): Promise<AuthReply> | null {
  const method = req.method ?? "GET";
  if (subPath === "factors" && method === "POST") return enroll(context, req);
  const match = /^factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(subPath);
  if (!match) return null;
  const [, factorId, action] = match;
  if (action === "challenge" && method === "POST") return challenge(context, req, factorId!);
  if (action === "verify" && method === "POST") return verify(context, req, factorId!);
  if (!action && method === "DELETE") return unenroll(context, req, factorId!);
  return null;
}

/** The admin API's factors of a user: list them, or delete one (a lost phone). */
export async function adminFactors(
  context: AuthContext,
  method: string,
  userId: string,
  factorId: string | undefined,
): Promise<AuthReply> {
  return context.db.run(async (pg) => {
    const user = await findUserById(pg, userId);
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    if (method === "GET" && factorId === undefined)
      return json((await listFactors(pg, userId)).map(factorJson));
    if (method === "DELETE" && factorId !== undefined) {
      const factor = await factorOf(pg, userId, factorId);
      await pg.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
      return json(factorJson(factor));
    }
    throw new AuthError(405, "method_not_allowed", `${method} is not allowed here`);
  });
}
