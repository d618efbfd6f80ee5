import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveCaller } from "../caller";
import type { LocalDatabase } from "../db";
import { AuthError } from "./errors";
import { INVALID_API_KEY, NO_API_KEY } from "../gateway-errors";
import { readBody, sendEmpty, sendGatewayError, sendJson } from "../http";
import { admin, requireAdmin } from "./admin";
import { authenticate } from "./authenticate";
import type { AuthContext, AuthOptions } from "./context";
import type { Inbox } from "./inbox";
import { Mailer } from "./mailer";
import { magiclink, otp, recover } from "./otp";
import { countPerIp, SlidingWindowLimiter } from "./rate-limit";
import { RedirectPolicy } from "./redirect";
import { type AuthReply, EMPTY, json } from "./reply";
import { endSessions } from "./sessions";
import { signup } from "./signup";
import { TokenGrants } from "./token";
import { updateUser } from "./user-update";
import { userJson } from "./users";
import { verifyGet, verifyPost } from "./verify";
import { invite } from "./invite";
import { SAML_DISABLED } from "./external-providers";
import { generateLink } from "./generate-link";
import { identitiesRoute } from "./identities";
import { reauthenticate } from "./reauthenticate";
import { resend } from "./resend";
import { adminFactors, factorsRoute } from "./mfa";

export type { AuthOptions } from "./context";

/** auth-js reads the error code from the body only when this header says the 2024-01-01 format. */
const API_VERSION_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" };

function send(res: ServerResponse, reply: AuthReply): void {
  if (reply.kind === "empty") sendEmpty(res, 204, API_VERSION_HEADERS);
  else if (reply.kind === "redirect") sendEmpty(res, 303, { Location: reply.location });
  else sendJson(res, 200, reply.body, { ...API_VERSION_HEADERS, ...reply.headers });
}

/** Routes /auth/v1/* to the GoTrue endpoints, and turns their errors into GoTrue's bodies. */
export class AuthHandler {
  private readonly context: AuthContext;
  private readonly grants: TokenGrants;
  /** GoTrue's `token_verifications` limit, shared by emailed codes and followed links. */
  private readonly verifications: SlidingWindowLimiter;

  constructor(db: LocalDatabase, options: AuthOptions, inbox: Inbox, log: (line: string) => void) {
    const mailer = new Mailer(
      inbox,
      { apiUrl: () => options.baseUrl, siteUrl: options.siteUrl },
      log,
    );
    this.context = {
      db,
      options,
      mailer,
      redirects: new RedirectPolicy(options.siteUrl, options.additionalRedirectUrls),
    };
    this.grants = new TokenGrants(this.context);
    const { perIp, windowSeconds } = options.verifyLimits;
    this.verifications = new SlidingWindowLimiter(perIp, windowSeconds * 1000);
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subPath: string,
  ): Promise<void> {
    try {
      send(res, await this.route(req, url, subPath));
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
        ...(failure.code ? { "X-Sb-Error-Code": failure.code } : {}),
        ...failure.headers,
      });
    }
  }

  private async route(req: IncomingMessage, url: URL, subPath: string): Promise<AuthReply> {
    const method = req.method ?? "GET";
    const { context } = this;
    if (subPath === "health" && method === "GET") {
      return json({
        version: "local",
        name: "GoTrue",
        description: "Local stand-in for Supabase Auth",
      });
    }
    if (subPath === ".well-known/jwks.json" && method === "GET") return json({ keys: [] });
    // The gateway lets the emailed links through without an API key, as Kong's open auth routes do.
    if (subPath === "verify" && method === "GET") {
      countPerIp(this.verifications, req);
      return verifyGet(context, url);
    }

    const resolved = resolveCaller(req.headers, context.options);
    if (!resolved.ok && resolved.failure.kind === "no_api_key") throw NO_API_KEY;
    if (!resolved.ok && resolved.failure.kind === "invalid_api_key") throw INVALID_API_KEY;

    const adminFactorsPath = /^admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(subPath);
    if (adminFactorsPath) {
      requireAdmin(resolved.ok ? resolved.caller : undefined);
      await readBody(req);
      return adminFactors(context, method, adminFactorsPath[1]!, adminFactorsPath[2]);
    }
    const factors = factorsRoute(context, req, subPath);
    if (factors) return factors;
    const identities = identitiesRoute(context, req, url, subPath);
    if (identities) return identities;

    const adminPath = /^admin\/users(?:\/([^/]*))?$/.exec(subPath);
    if (adminPath)
      return admin(
        context,
        req,
        url,
        adminPath[1] ?? "",
        resolved.ok ? resolved.caller : undefined,
      );

    switch (`${method} ${subPath}`) {
      case "GET settings":
        return json({
          external: {
            email: true,
            phone: false,
            anonymous_users: context.options.anonymousSignIns === true,
          },
          disable_signup: context.options.disableSignup,
          mailer_autoconfirm: context.options.autoconfirm,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        });
      case "POST token":
        return json(await this.grants.grant(req, url));
      case "GET user": {
        const { user } = await authenticate(context.db, req);
        return json(await context.db.run((pg) => userJson(pg, user)));
      }
      case "PUT user":
        return updateUser(context, req, url, () => countPerIp(this.verifications, req));
      case "POST logout":
        await this.logout(req, url);
        return EMPTY;
      case "POST signup":
        return signup(context, this.grants, req, url);
      case "POST otp":
        return otp(context, req, url);
      case "POST magiclink":
        return magiclink(context, req, url);
      case "POST invite":
        return invite(context, req, url, resolved.ok ? resolved.caller : undefined);
      case "POST recover":
        return recover(context, req, url);
      case "POST resend":
        return resend(context, req, url);
      case "GET reauthenticate":
        return reauthenticate(context, req);
      case "POST admin/generate_link":
        return generateLink(context, req, url, resolved.ok ? resolved.caller : undefined);
      case "POST sso":
        await readBody(req);
        throw SAML_DISABLED;
      case "POST verify":
        countPerIp(this.verifications, req);
        return verifyPost(context, req);
      default:
        await readBody(req);
        throw new AuthError(
          404,
          "not_found",
          "The requested endpoint is not available on the local server",
        );
    }
  }

  private async logout(req: IncomingMessage, url: URL): Promise<void> {
    await readBody(req);
    const scope = url.searchParams.get("scope") ?? "global";
    if (scope !== "global" && scope !== "local" && scope !== "others") {
      throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(this.context.db, req);
    await this.context.db.run((pg) => endSessions(pg, user.id, sessionId, scope));
  }
}
