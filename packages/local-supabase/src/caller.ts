import type { IncomingHttpHeaders } from "node:http";
import {
  ANON_KEY,
  API_ROLES,
  type ApiRole,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from "./config";
import { type JwtClaims, JwtError, verifyJwt } from "./jwt";

/** Who a request runs as: the Postgres role to switch to and the claims RLS reads. */
export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The bearer the claims came from; Realtime compares it to skip repeated tokens. */
  token: string;
}

export type CallerFailure =
  | { kind: "no_api_key" }
  | { kind: "invalid_api_key" }
  | { kind: "jwt"; error: JwtError }
  | { kind: "role"; role: string };

export type CallerResult = { ok: true; caller: Caller } | { ok: false; failure: CallerFailure };

function payloadOf(jwt: string): JwtClaims {
  return verifyJwt(jwt, JWT_SECRET);
}

const ANON_CLAIMS = payloadOf(ANON_KEY);
const SERVICE_CLAIMS = payloadOf(SERVICE_ROLE_KEY);

function isApiRole(value: string): value is ApiRole {
  return (API_ROLES as readonly string[]).includes(value);
}

/** Opaque keys are names of this project's keys, not credentials by their shape. */
export function isOpaqueKey(token: string): boolean {
  return token.startsWith("sb_");
}

/**
 * Resolves any token a client may present (JWT, legacy anon/service key, or one
 * of this project's opaque sb_ keys) the way the hosted gateway plus PostgREST would.
 */
export function callerFromToken(token: string): CallerResult {
  if (token === PUBLISHABLE_KEY) {
    return { ok: true, caller: { role: "anon", claims: ANON_CLAIMS, token } };
  }
  if (token === SECRET_KEY) {
    return { ok: true, caller: { role: "service_role", claims: SERVICE_CLAIMS, token } };
  }
  if (isOpaqueKey(token)) return { ok: false, failure: { kind: "invalid_api_key" } };
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, JWT_SECRET);
  } catch (error) {
    if (error instanceof JwtError) return { ok: false, failure: { kind: "jwt", error } };
    throw error;
  }
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!isApiRole(role)) return { ok: false, failure: { kind: "role", role } };
  return { ok: true, caller: { role, claims: { ...claims, role }, token } };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The bearer token from an Authorization header, if it is a Bearer one. */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const value = header(headers, "authorization");
  const match = value ? /^bearer\s+(.+)$/i.exec(value.trim()) : null;
  return match ? match[1] : undefined;
}

/** Validates an apikey the way the gateway's key-auth does: a known key kind or a JWT we signed. */
export function checkApiKey(apikey: string | undefined): CallerResult {
  if (!apikey) return { ok: false, failure: { kind: "no_api_key" } };
  const result = callerFromToken(apikey);
  if (!result.ok) return { ok: false, failure: { kind: "invalid_api_key" } };
  return result;
}

/** Who a request with no key and no bearer is, where the gateway lets it through. */
const ANONYMOUS: Caller = { role: "anon", claims: ANON_CLAIMS, token: ANON_KEY };

/**
 * The gateway swaps opaque sb_ keys for internal JWTs and passes other bearers
 * through; with no bearer the apikey itself decides the role. HTTP requests carry the key in
 * the `apikey` header only: a key in the URL would let a plain link or form from any web page
 * act with it, and URLs end up in logs.
 *
 * Without `requireApiKey`, as behind `supabase start` (whose gateway checks no keys), a request
 * without a key runs as its bearer, or as anon; hosted projects answer it 401.
 */
export function resolveCaller(
  headers: IncomingHttpHeaders,
  options: { requireApiKey: boolean },
): CallerResult {
  const apikey = header(headers, "apikey");
  const bearer = bearerToken(headers);
  if (!apikey && !options.requireApiKey) {
    return bearer === undefined ? { ok: true, caller: ANONYMOUS } : callerFromToken(bearer);
  }
  const keyResult = checkApiKey(apikey);
  if (!keyResult.ok) return keyResult;
  if (bearer === undefined) return keyResult;
  if (isOpaqueKey(bearer)) {
    return callerFromToken(bearer).ok
      ? keyResult
      : { ok: false, failure: { kind: "invalid_api_key" } };
  }
  return callerFromToken(bearer);
}
