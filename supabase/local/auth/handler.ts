import type { IncomingMessage, ServerResponse } from "node:http";
import { bearerToken, type Caller, isOpaqueKey, resolveCaller } from "../caller";
import { JWT_SECRET } from "../config";
import type { LocalDatabase } from "../db";
import { type SignInLimits, SlidingWindowLimiter } from "./rate-limit";
import { AuthError, INVALID_API_KEY, NO_API_KEY } from "../errors";
import { hasJsonContentType, readBody, sendEmpty, sendGatewayError, sendJson } from "../http";
import { type JwtClaims, JwtError, verifyJwt } from "../jwt";
import {
  endSessions,
  rotateRefreshToken,
  sessionExists,
  startSession,
  tokenResponse,
} from "./sessions";
import {
  checkPassword,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  type UserRow,
  userJson,
} from "./users";
import { isObject } from "../json";

export interface AuthOptions {
  /** Public base URL of the server, used as the token issuer prefix. */
  baseUrl: string;
  refreshTokenReuseIntervalSeconds: number;
  signInLimits: SignInLimits;
}

function rateLimited(waitMs: number): AuthError {
  return new AuthError(429, "over_request_rate_limit", "Request rate limit reached", {
    "Retry-After": String(Math.ceil(waitMs / 1000)),
  });
}

/** auth-js reads the error code from the body only when this header says the 2024-01-01 format. */
const API_VERSION_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" };

const INVALID_CREDENTIALS = new AuthError(400, "invalid_credentials", "Invalid login credentials");

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  if (!hasJsonContentType(req)) {
    throw new AuthError(415, "bad_json", "Content-Type must be application/json");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid JSON";
    throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${reason}`);
  }
  if (!isObject(parsed))
    throw new AuthError(
      400,
      "bad_json",
      "Could not parse request body as JSON: expected an object",
    );
  return parsed;
}

/** A string input, or "" when absent; Postgres cannot store NUL, so it is refused here. */
function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== "string") return "";
  if (value.includes("\u0000")) {
    throw new AuthError(400, "validation_failed", `${name} must not contain NUL characters`);
  }
  return value;
}

export class AuthHandler {
  private readonly signInsPerIp: SlidingWindowLimiter;
  private readonly failuresPerAccount: SlidingWindowLimiter;

  constructor(
    private readonly db: LocalDatabase,
    private readonly options: AuthOptions,
  ) {
    const { perIp, failuresPerAccount, windowSeconds } = options.signInLimits;
    this.signInsPerIp = new SlidingWindowLimiter(perIp, windowSeconds * 1000);
    this.failuresPerAccount = new SlidingWindowLimiter(failuresPerAccount, windowSeconds * 1000);
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subPath: string,
  ): Promise<void> {
    try {
      const result = await this.route(req, url, subPath);
      if (result === undefined) sendEmpty(res, 204, API_VERSION_HEADERS);
      else sendJson(res, 200, result, API_VERSION_HEADERS);
    } catch (error) {
      if (sendGatewayError(res, error)) return;
      const failure =
        error instanceof AuthError
          ? error
          : new AuthError(
              500,
              "unexpected_failure",
              "Unexpected failure, please check server logs",
            );
      if (!(error instanceof AuthError))
        console.error("[local-supabase] unexpected auth failure", error);
      sendJson(res, failure.status, failure.body(), {
        ...API_VERSION_HEADERS,
        "X-Sb-Error-Code": failure.code,
        ...failure.headers,
      });
    }
  }

  private async route(
    req: IncomingMessage,
    url: URL,
    subPath: string,
  ): Promise<Record<string, unknown> | undefined> {
    const method = req.method ?? "GET";
    if (subPath === "health" && method === "GET") {
      return { version: "local", name: "GoTrue", description: "Local stand-in for Supabase Auth" };
    }
    if (subPath === ".well-known/jwks.json" && method === "GET") return { keys: [] };

    const resolved = resolveCaller(req.headers);
    if (!resolved.ok && resolved.failure.kind === "no_api_key") throw NO_API_KEY;
    if (!resolved.ok && resolved.failure.kind === "invalid_api_key") throw INVALID_API_KEY;

    switch (`${method} ${subPath}`) {
      case "GET settings":
        return {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: true,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        };
      case "POST token":
        return this.token(req, url);
      case "GET user":
        return this.currentUser(req);
      case "POST logout":
        await this.logout(req, url);
        return undefined;
      case "POST signup":
      case "POST otp":
      case "POST magiclink":
        await readBody(req);
        throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      case "POST admin/users":
        return this.adminCreateUser(req, resolved.ok ? resolved.caller : undefined);
      default:
        await readBody(req);
        throw new AuthError(
          404,
          "not_found",
          "The requested endpoint is not available on the local server",
        );
    }
  }

  private async token(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
    const grant = url.searchParams.get("grant_type");
    const body = await readJson(req);
    const issuer = `${this.options.baseUrl}/auth/v1`;
    if (grant === "password") {
      const email = stringField(body, "email");
      const password = stringField(body, "password");
      if (email === "" && stringField(body, "phone") === "") {
        throw new AuthError(400, "validation_failed", "missing email or phone");
      }
      if (email === "") throw INVALID_CREDENTIALS;
      const ip = req.socket.remoteAddress ?? "unknown";
      const account = email.trim().toLowerCase();
      const wait = Math.max(
        this.signInsPerIp.waitFor(ip),
        this.failuresPerAccount.waitFor(account),
      );
      if (wait > 0) throw rateLimited(wait);
      this.signInsPerIp.hit(ip);
      const user = await this.db.run((pg) => findUserByEmail(pg, email));
      // Comparing outside the queue keeps slow bcrypt from stalling other requests.
      if (!user || !(await checkPassword(password, user.encrypted_password))) {
        this.failuresPerAccount.hit(account);
        throw INVALID_CREDENTIALS;
      }
      this.failuresPerAccount.clear(account);
      if (user.banned_until && user.banned_until.getTime() > Date.now())
        throw new AuthError(400, "user_banned", "User is banned");
      if (!user.email_confirmed_at)
        throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
      return this.db.run((pg) =>
        pg.transaction(async (tx) => {
          const session = await startSession(tx, user.id);
          const fresh = (await findUserById(tx, user.id)) ?? user;
          return tokenResponse(tx, issuer, fresh, session, new Date());
        }),
      );
    }
    if (grant === "refresh_token") {
      const presented = stringField(body, "refresh_token");
      if (presented === "") throw new AuthError(400, "validation_failed", "refresh_token required");
      return this.db.run(async (pg) => {
        const rotated = await rotateRefreshToken(
          pg,
          presented,
          this.options.refreshTokenReuseIntervalSeconds,
        );
        return tokenResponse(pg, issuer, rotated.user, rotated, rotated.signedInAt);
      });
    }
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  }

  /** GoTrue's requireAuthentication: a user JWT whose session and user still exist. */
  private async authenticate(
    req: IncomingMessage,
  ): Promise<{ user: UserRow; claims: JwtClaims; sessionId: string }> {
    const token = bearerToken(req.headers);
    if (!token)
      throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    let claims: JwtClaims;
    if (isOpaqueKey(token)) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    try {
      claims = verifyJwt(token, JWT_SECRET);
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      const reason =
        error.kind === "claims"
          ? "token has invalid claims: token is expired"
          : "token is malformed";
      throw new AuthError(
        403,
        "bad_jwt",
        `invalid JWT: unable to parse or verify signature, ${reason}`,
      );
    }
    const sub = typeof claims.sub === "string" ? claims.sub : "";
    if (sub === "") throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    if (!/^[0-9a-f-]{36}$/i.test(sub))
      throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
    return this.db.run(async (pg) => {
      const user = await findUserById(pg, sub);
      if (!user)
        throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
      if (
        sessionId !== "" &&
        (!/^[0-9a-f-]{36}$/i.test(sessionId) || !(await sessionExists(pg, sessionId)))
      ) {
        throw new AuthError(
          403,
          "session_not_found",
          "Session from session_id claim in JWT does not exist",
        );
      }
      return { user, claims, sessionId };
    });
  }

  private async currentUser(req: IncomingMessage): Promise<Record<string, unknown>> {
    const { user } = await this.authenticate(req);
    return this.db.run((pg) => userJson(pg, user));
  }

  private async logout(req: IncomingMessage, url: URL): Promise<void> {
    await readBody(req);
    const scope = url.searchParams.get("scope") ?? "global";
    if (scope !== "global" && scope !== "local" && scope !== "others") {
      throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await this.authenticate(req);
    await this.db.run((pg) => endSessions(pg, user.id, sessionId, scope));
  }

  private async adminCreateUser(
    req: IncomingMessage,
    caller: Caller | undefined,
  ): Promise<Record<string, unknown>> {
    if (caller?.role !== "service_role") {
      await readBody(req);
      throw new AuthError(403, "not_admin", "User not allowed");
    }
    const body = await readJson(req);
    const email = stringField(body, "email").trim().toLowerCase();
    const password = stringField(body, "password");
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new AuthError(
        400,
        "validation_failed",
        "Unable to validate email address: invalid format",
      );
    if (password.length < 6)
      throw new AuthError(422, "weak_password", "Password should be at least 6 characters.");
    const appMetadata = isObject(body.app_metadata) ? body.app_metadata : {};
    const userMetadata = isObject(body.user_metadata) ? body.user_metadata : {};
    const hash = await hashPassword(password);
    return this.db.run(async (pg) => {
      if (await findUserByEmail(pg, email)) {
        throw new AuthError(
          422,
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      const user = await pg.transaction((tx) =>
        insertUser(
          tx,
          { email, password, appMetadata, userMetadata, confirmed: body.email_confirm === true },
          hash,
        ),
      );
      return userJson(pg, user);
    });
  }
}
