import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { Sql } from "../db";
import { AuthError } from "./errors";
import { type JsonBody, stringField } from "./request";
import type { AuthenticationMethod } from "./sessions";

export interface CodeChallenge {
  challenge: string;
  method: "s256" | "plain";
}

/** GoTrue's `flow_state_expiry_duration` default (and minimum). */
export const DEFAULT_FLOW_STATE_EXPIRY_SECONDS = 300;

const INVALID_PARAMS = new AuthError(
  400,
  "validation_failed",
  "PKCE flow requires code_challenge_method and code_challenge",
);

/** The request's PKCE challenge, validated as GoTrue does (RFC 7636 §4.2); none for the implicit flow. */
export function codeChallengeOf(body: JsonBody): CodeChallenge | undefined {
  const challenge = stringField(body, "code_challenge");
  const method = stringField(body, "code_challenge_method");
  if ((challenge === "") !== (method === "")) throw INVALID_PARAMS;
  if (challenge === "") return undefined;
  if (challenge.length < 43 || challenge.length > 128)
    throw new AuthError(
      400,
      "validation_failed",
      "code challenge has to be between 43 and 128 characters",
    );
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge))
    throw new AuthError(
      400,
      "validation_failed",
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain")
    throw new AuthError(400, "validation_failed", `unsupported code_challenge method "${method}"`);
  return { challenge, method: normalized };
}

/** Records a pending PKCE flow; the email link later turns it into an auth code. */
export async function createFlowState(
  db: Sql,
  userId: string,
  method: AuthenticationMethod,
  providerType: string,
  code: CodeChallenge,
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [randomUUID(), userId, randomUUID(), code.method, code.challenge, providerType, method],
  );
}

/** GoTrue's issueAuthCode: the auth code of the user's latest flow of this kind. */
export async function issueAuthCode(
  db: Sql,
  userId: string,
  method: AuthenticationMethod,
): Promise<string> {
  const { rows } = await db.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state
     where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow)
    throw new AuthError(
      400,
      "flow_state_not_found",
      "No associated flow state found. No valid flow state found for user.",
    );
  await db.query(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`,
    [flow.id],
  );
  return flow.auth_code;
}

function verifierMatches(code: CodeChallenge, verifier: string): boolean {
  const expected = Buffer.from(code.challenge);
  const actual = Buffer.from(
    code.method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier,
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  authentication_method: AuthenticationMethod;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/**
 * GoTrue's pkce grant: the flow behind `authCode`, if the verifier proves the caller started it.
 * The flow is used up by the exchange; a wrong verifier leaves it for the right one.
 */
export async function redeemAuthCode(
  db: Sql,
  authCode: string,
  verifier: string,
  expirySeconds: number,
): Promise<{ userId: string; method: AuthenticationMethod }> {
  if (authCode === "" || verifier === "")
    throw new AuthError(
      400,
      "validation_failed",
      "invalid request: both auth code and code verifier should be non-empty",
    );
  const { rows } = await db.query<FlowRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            created_at, auth_code_issued_at
     from auth.flow_state where auth_code = $1 limit 1`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id)
    throw new AuthError(
      404,
      "flow_state_not_found",
      "invalid flow state, no valid flow state found",
    );
  // A magic link's flow lives from when its link was opened; others from when they began.
  const start =
    flow.authentication_method === "magiclink" && flow.auth_code_issued_at
      ? flow.auth_code_issued_at
      : flow.created_at;
  if (Date.now() > start.getTime() + expirySeconds * 1000)
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  if (
    !verifierMatches(
      { challenge: flow.code_challenge, method: flow.code_challenge_method },
      verifier,
    )
  )
    throw new AuthError(
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
