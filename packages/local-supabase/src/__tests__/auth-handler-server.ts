import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_AUTH_SETTINGS } from "../auth/context";
import { type AuthOptions, AuthHandler } from "../auth/handler";
import { Inbox } from "../auth/inbox";
import { DEFAULT_SIGN_IN_LIMITS, DEFAULT_VERIFY_LIMITS } from "../auth/rate-limit";
import { LocalDatabase } from "../db";
import { copyTemplateDatabase, PROJECT_RECIPE } from "./template-database";

/**
 * The auth service alone, in this process, with auth options set directly (project-config tests
 * cover how config.toml sets them). The database is a copy of one the project's migrations and
 * seed built in a child process, as PGlite cannot load inside Jest's module system.
 */
export function authHandlerForFile(overrides: Partial<AuthOptions>) {
  let dataDir = "";
  let db: LocalDatabase | undefined;
  let server: Server | undefined;
  let baseUrl = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-auth-"));
    await copyTemplateDatabase(PROJECT_RECIPE, path.join(dataDir, "pgdata"));
    const opened = await LocalDatabase.open(path.join(dataDir, "pgdata"));
    db = opened;
    const inbox = new Inbox(path.join(dataDir, "inbox"));
    const options: AuthOptions = {
      get baseUrl() {
        return baseUrl;
      },
      siteUrl: DEFAULT_AUTH_SETTINGS.siteUrl,
      disableSignup: false,
      autoconfirm: true,
      otpExpirySeconds: DEFAULT_AUTH_SETTINGS.otpExpirySeconds,
      flowStateExpirySeconds: 300,
      emailMaxFrequencySeconds: DEFAULT_AUTH_SETTINGS.emailMaxFrequencySeconds,
      refreshTokenReuseIntervalSeconds: 10,
      accessTokenTtlSeconds: 3600,
      minimumPasswordLength: 6,
      additionalRedirectUrls: [],
      signInLimits: DEFAULT_SIGN_IN_LIMITS,
      verifyLimits: DEFAULT_VERIFY_LIMITS,
      requireApiKey: false,
      anonymousSignIns: false,
      securePasswordChange: false,
      manualLinking: false,
      mfa: DEFAULT_AUTH_SETTINGS.mfa,
      ...overrides,
    };
    const auth = new AuthHandler(opened, options, inbox, () => undefined);
    const started = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const inboxPath = /^\/inbox\/(.+)$/.exec(url.pathname);
      if (inboxPath) {
        void inbox.list(decodeURIComponent(inboxPath[1]!)).then((mail) => {
          res.setHeader("Content-Type", "application/json");
          res.end(JSON.stringify(mail));
        });
        return;
      }
      void auth.handle(req, res, url, url.pathname.replace(/^\/auth\/v1\//, ""));
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    const address = started.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    url: (): string => baseUrl,
    db: (): LocalDatabase => {
      if (!db) throw new Error("the auth handler has not started");
      return db;
    },
  };
}
