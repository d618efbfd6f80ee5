import { createHmac, timingSafeEqual } from "node:crypto";
import { isObject } from "./json";

export type JwtClaims = Record<string, unknown>;

export class JwtError extends Error {
  /** PostgREST separates decode/verify failures (PGRST301) from claim failures (PGRST303). */
  constructor(
    message: string,
    readonly kind: "decode" | "claims",
  ) {
    super(message);
  }
}

/** PostgREST and GoTrue both allow this much clock skew on exp/nbf/iat. */
const CLOCK_SKEW_SECONDS = 30;

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

function hmac(secret: string, data: string): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify(claims));
  const signature = hmac(secret, `${header}.${payload}`).toString("base64url");
  return `${header}.${payload}.${signature}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw new JwtError("JWT cryptographic operation failed", "decode");
  }
}

/** Verifies an HS256 token and its time claims; messages follow PostgREST v13+. */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): JwtClaims {
  const parts = token.split(".");
  if (parts.length !== 3) {
    throw new JwtError(`Expected 3 parts in JWT; got ${parts.length}`, "decode");
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!isObject(header) || header.alg !== "HS256") {
    throw new JwtError("JWT cryptographic operation failed", "decode");
  }
  const expected = hmac(secret, `${headerPart}.${payloadPart}`);
  const actual = Buffer.from(signaturePart, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new JwtError("JWT cryptographic operation failed", "decode");
  }
  const claims = decodeJson(payloadPart);
  if (!isObject(claims)) {
    throw new JwtError("JWT cryptographic operation failed", "decode");
  }
  const { exp, nbf, iat } = claims;
  if (exp !== undefined && (typeof exp !== "number" || nowSeconds > exp + CLOCK_SKEW_SECONDS)) {
    throw new JwtError("JWT expired", "claims");
  }
  if (nbf !== undefined && (typeof nbf !== "number" || nowSeconds < nbf - CLOCK_SKEW_SECONDS)) {
    throw new JwtError("JWT not yet valid", "claims");
  }
  if (iat !== undefined && (typeof iat !== "number" || nowSeconds < iat - CLOCK_SKEW_SECONDS)) {
    throw new JwtError("JWT issued at future", "claims");
  }
  return claims;
}

export function looksLikeJwt(token: string): boolean {
  return token.split(".").length === 3;
}
