import type { IncomingMessage } from "node:http";
import { AuthError } from "./errors";
import type { AuthContext } from "./context";
import { idTokenGrant, WEB3_DISABLED } from "./external-providers";
import { readBody } from "../http";
import { redeemAuthCode } from "./pkce";
import { countPerIp, rateLimited, SlidingWindowLimiter } from "./rate-limit";
import { clientIp, readJson, stringField } from "./request";
import { rotateRefreshToken, startSession, tokenResponse } from "./sessions";
import { checkPassword, findUserByEmail, findUserById } from "./users";

const INVALID_CREDENTIALS = new AuthError(400, "invalid_credentials", "Invalid login credentials");

/** POST /token: the password, refresh_token and pkce grants, and GoTrue's refusals of the others. */
export class TokenGrants {
  /** GoTrue's `sign_in_sign_ups` limit, which sign-ups share with password sign-ins. */
  readonly signInsPerIp: SlidingWindowLimiter;
  private readonly failuresPerAccount: SlidingWindowLimiter;
  /** GoTrue's `anonymous_users` limit: the CLI's 30 anonymous sign-ins per IP per hour. */
  private readonly anonymousPerIp = new SlidingWindowLimiter(30, 3600 * 1000);

  constructor(private readonly context: AuthContext) {
    const { perIp, failuresPerAccount, windowSeconds } = context.options.signInLimits;
    this.signInsPerIp = new SlidingWindowLimiter(perIp, windowSeconds * 1000);
    this.failuresPerAccount = new SlidingWindowLimiter(failuresPerAccount, windowSeconds * 1000);
  }

  /** Counts one sign-in or sign-up from the request's address, refusing once it is over the limit. */
  limitPerIp(req: IncomingMessage): void {
    countPerIp(this.signInsPerIp, req);
  }

  /** Counts one anonymous sign-in from the request's address, refusing once it is over the limit. */
  limitAnonymousPerIp(req: IncomingMessage): void {
    countPerIp(this.anonymousPerIp, req);
  }

  async grant(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
    const grant = url.searchParams.get("grant_type");
    if (grant === "web3") {
      await readBody(req);
      throw WEB3_DISABLED;
    }
    const body = await readJson(req);
    if (grant === "password") return this.password(req, body);
    if (grant === "refresh_token") return this.refresh(stringField(body, "refresh_token"));
    if (grant === "id_token") return idTokenGrant(body);
    if (grant === "pkce")
      return this.pkce(stringField(body, "auth_code"), stringField(body, "code_verifier"));
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  }

  private async password(
    req: IncomingMessage,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const email = stringField(body, "email");
    const password = stringField(body, "password");
    if (email === "" && stringField(body, "phone") === "") {
      throw new AuthError(400, "validation_failed", "missing email or phone");
    }
    if (email === "") throw INVALID_CREDENTIALS;
    const account = email.trim().toLowerCase();
    const wait = Math.max(
      this.signInsPerIp.waitFor(clientIp(req)),
      this.failuresPerAccount.waitFor(account),
    );
    if (wait > 0) throw rateLimited(wait);
    this.signInsPerIp.hit(clientIp(req));
    const { db } = this.context;
    const user = await db.run((pg) => findUserByEmail(pg, email));
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
    return db.run((pg) =>
      pg.transaction(async (tx) => {
        const session = await startSession(tx, user.id);
        const fresh = (await findUserById(tx, user.id)) ?? user;
        return tokenResponse(tx, this.context.options, fresh, session, new Date());
      }),
    );
  }

  private refresh(presented: string): Promise<Record<string, unknown>> {
    if (presented === "") throw new AuthError(400, "validation_failed", "refresh_token required");
    return this.context.db.run(async (pg) => {
      const rotated = await rotateRefreshToken(
        pg,
        presented,
        this.context.options.refreshTokenReuseIntervalSeconds,
      );
      return tokenResponse(pg, this.context.options, rotated.user, rotated, rotated.signedInAt);
    });
  }

  private pkce(authCode: string, verifier: string): Promise<Record<string, unknown>> {
    const { db, options } = this.context;
    return db.run((pg) =>
      pg.transaction(async (tx) => {
        const flow = await redeemAuthCode(tx, authCode, verifier, options.flowStateExpirySeconds);
        const user = await findUserById(tx, flow.userId);
        if (!user)
          throw new AuthError(
            404,
            "flow_state_not_found",
            "invalid flow state, no valid flow state found",
          );
        const session = await startSession(tx, user.id, flow.method);
        const fresh = (await findUserById(tx, user.id)) ?? user;
        return tokenResponse(tx, options, fresh, session, new Date());
      }),
    );
  }
}
