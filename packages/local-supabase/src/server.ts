import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { DEFAULT_AUTH_SETTINGS } from "./auth/context";
import { BACKUP_ROUTE, handleBackup } from "./backup/route";
import { AuthHandler } from "./auth/handler";
import { Inbox } from "./auth/inbox";
import { handleInbox } from "./auth/inbox-http";
import { DEFAULT_FLOW_STATE_EXPIRY_SECONDS } from "./auth/pkce";
import {
  DEFAULT_SIGN_IN_LIMITS,
  DEFAULT_VERIFY_LIMITS,
  type SignInLimits,
  type VerifyLimits,
} from "./auth/rate-limit";
import { MIN_PASSWORD_LENGTH } from "./auth/validate";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_API_SCHEMAS,
  DEFAULT_SEARCH_PATH,
  DEFAULT_DATA_DIR,
  DEFAULT_MAX_ROWS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
} from "./config";
import { answerPreflight, sendJson, setCorsHeaders } from "./http";
import type { PresenceLimit } from "./realtime/channel";
import { ChangeFeed } from "./realtime/feed";
import { HttpBroadcast } from "./realtime/http-broadcast";
import { RealtimeServer } from "./realtime/socket";
import { RestHandler } from "./rest/handler";
import { SchemaCache } from "./rest/schema-cache";
import { BlobStore } from "./storage/blobs";
import { DEFAULT_UPLOAD_LIMIT, StorageHandler } from "./storage/handler";
import { openStore } from "./store";
import { HttpRequestSender, QUEUE_CHANNEL } from "./webhooks/http-requests";
import { CronRunner } from "./cron/runner";
import { configureSiteRevalidation, type SiteRevalidation } from "./webhooks/site-revalidation";

export interface LocalSupabaseOptions {
  port?: number;
  host?: string;
  /** Folder for the database and lock file; git-ignored `.supabase-local` by default. */
  dataDir?: string;
  /** Wipe the data folder first and start from migrations plus seed. */
  reset?: boolean;
  /** The project's `supabase/` folder (migrations, seed); `./supabase` by default. */
  supabaseDir?: string;
  /** Seed files run in order when the database is created; `<supabaseDir>/seed.sql` by default. */
  seedFiles?: string[];
  /** More migration folders applied with the project's, ordered together by timestamp (used by tests). */
  extraMigrationDirs?: string[];
  refreshTokenReuseIntervalSeconds?: number;
  /** Password sign-in limits; GoTrue's defaults when absent. */
  signInLimits?: Partial<SignInLimits>;
  /** OTP and link verification limits; GoTrue's defaults when absent. */
  verifyLimits?: Partial<VerifyLimits>;
  /** Longest a statement may run, in milliseconds (0: no limit). */
  statementTimeoutMs?: number;
  /** Where changes to the site text are announced (the site's /api/revalidate); none when absent. */
  siteRevalidation?: SiteRevalidation;
  /** Presence pushes a channel may make per window; hosted Realtime's 5 per 30 s when absent. */
  presenceLimit?: PresenceLimit;
  /** Auth's `site_url`: where email links lead unless an allowed redirect is asked for. */
  siteUrl?: string;
  /** Close sign-up, as `enable_signup = false` does. */
  disableSignup?: boolean;
  /** Make new addresses confirm by email first, as `enable_confirmations = true` does. */
  enableConfirmations?: boolean;
  /** How long emailed links and codes work; the CLI's hour when absent. */
  otpExpirySeconds?: number;
  /** How long a PKCE flow waits for its code exchange; GoTrue's 5 minutes when absent. */
  flowStateExpirySeconds?: number;
  /** The schemas the REST API exposes; the CLI's public and graphql_public when absent. */
  apiSchemas?: string[];
  /** The most rows one read returns; the CLI's 1000 when absent. */
  maxRows?: number;
  /** Every REST request's search_path; the CLI's public and extensions when absent. */
  searchPath?: string[];
  /** How long an access token lasts; the CLI's hour when absent. */
  accessTokenTtlSeconds?: number;
  /** Shorter passwords are refused as weak; the CLI's 6 when absent. */
  /** `[auth.mfa.totp]` enroll_enabled / verify_enabled; `[auth.mfa]` max_enrolled_factors. */
  mfaTotpEnroll?: boolean;
  mfaTotpVerify?: boolean;
  mfaMaxEnrolledFactors?: number;
  /** `[auth] enable_anonymous_sign_ins`. */
  anonymousSignIns?: boolean;
  /** `[auth.email] secure_password_change`. */
  securePasswordChange?: boolean;
  /** `[auth] enable_manual_linking`. */
  manualLinking?: boolean;
  minimumPasswordLength?: number;
  /** Further places email links may lead (`*` and `**` patterns); none when absent. */
  additionalRedirectUrls?: string[];
  /** The least time between two emails of one kind to one user; the CLI's 1 s when absent. */
  emailMaxFrequencySeconds?: number;
  /** Answer requests without an API key 401, as hosted projects do; `supabase start` does not. */
  requireApiKey?: boolean;
  /** The largest upload Storage takes, in bytes; the CLI's 50 MiB when absent. */
  storageUploadLimit?: number;
  quiet?: boolean;
}

export interface LocalSupabase {
  url: string;
  port: number;
  /** True when this start created the database from migrations and seed. */
  created: boolean;
  migrated: string[];
  /** The process, no longer running, whose lock on the data folder this start took over. */
  lockTakenFrom?: number;
  /** Waits until every committed change has been pushed to realtime subscribers. */
  flushRealtime(): Promise<void>;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const host = options.host ?? DEFAULT_HOST;
  const supabaseDir = path.resolve(options.supabaseDir ?? "supabase");
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const store = await openStore({
    dataDir,
    reset: options.reset ?? false,
    migrationDirs: [path.join(supabaseDir, "migrations"), ...(options.extraMigrationDirs ?? [])],
    seedFiles: options.seedFiles ?? [path.join(supabaseDir, "seed.sql")],
  });
  const { db } = store;

  const apiSchemas = options.apiSchemas ?? DEFAULT_API_SCHEMAS;
  const schema = new SchemaCache(apiSchemas);
  const realtime = new RealtimeServer({
    db,
    tableExists: async (schemaName, table) => {
      if (!apiSchemas.includes(schemaName)) return false;
      return db.run(async (pg) => {
        await schema.ensureFresh(pg);
        return schema.table(schemaName, table) !== undefined;
      });
    },
    presenceLimit: options.presenceLimit,
  });
  const httpBroadcast = new HttpBroadcast(db, realtime.hub);
  const feed = new ChangeFeed(db, realtime);
  await db.listen("supabase_local_changes", () => feed.schedule());
  await db.listen("supabase_local_schema", () => {
    schema.markStale();
    feed.forgetSchema();
  });
  // Changes committed while nobody listened (a previous run, the seed) are not news.
  await db.run((pg) => pg.query("delete from supabase_local.changes"));

  await db.run((pg) => configureSiteRevalidation(pg, options.siteRevalidation));
  const requests = new HttpRequestSender(db);
  await db.listen(QUEUE_CHANNEL, () => requests.schedule());
  // Unlike realtime events, requests queued while nobody listened are still owed: send them now.
  requests.schedule();
  const cron = new CronRunner(db);
  db.limitStatements(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);

  let baseUrl = "";
  const rest = new RestHandler(db, schema, {
    schemas: apiSchemas,
    maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
    requireApiKey: options.requireApiKey ?? false,
    searchPath: options.searchPath ?? DEFAULT_SEARCH_PATH,
  });
  const storage = new StorageHandler(db, new BlobStore(path.join(dataDir, "storage")), {
    requireApiKey: options.requireApiKey ?? false,
    searchPath: options.searchPath ?? DEFAULT_SEARCH_PATH,
    uploadLimit: options.storageUploadLimit ?? DEFAULT_UPLOAD_LIMIT,
  });
  const inbox = new Inbox(path.join(dataDir, "inbox"));
  const auth = new AuthHandler(
    db,
    {
      get baseUrl() {
        return baseUrl;
      },
      siteUrl: options.siteUrl ?? DEFAULT_AUTH_SETTINGS.siteUrl,
      disableSignup: options.disableSignup ?? DEFAULT_AUTH_SETTINGS.disableSignup,
      autoconfirm: options.enableConfirmations !== true,
      otpExpirySeconds: options.otpExpirySeconds ?? DEFAULT_AUTH_SETTINGS.otpExpirySeconds,
      flowStateExpirySeconds: options.flowStateExpirySeconds ?? DEFAULT_FLOW_STATE_EXPIRY_SECONDS,
      emailMaxFrequencySeconds:
        options.emailMaxFrequencySeconds ?? DEFAULT_AUTH_SETTINGS.emailMaxFrequencySeconds,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
      minimumPasswordLength: options.minimumPasswordLength ?? MIN_PASSWORD_LENGTH,
      additionalRedirectUrls: options.additionalRedirectUrls ?? [],
      refreshTokenReuseIntervalSeconds:
        options.refreshTokenReuseIntervalSeconds ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
      verifyLimits: { ...DEFAULT_VERIFY_LIMITS, ...options.verifyLimits },
      requireApiKey: options.requireApiKey ?? false,
      anonymousSignIns: options.anonymousSignIns ?? false,
      securePasswordChange: options.securePasswordChange ?? false,
      manualLinking: options.manualLinking ?? false,
      mfa: {
        totpEnroll: options.mfaTotpEnroll ?? DEFAULT_AUTH_SETTINGS.mfa.totpEnroll,
        totpVerify: options.mfaTotpVerify ?? DEFAULT_AUTH_SETTINGS.mfa.totpVerify,
        maxEnrolledFactors:
          options.mfaMaxEnrolledFactors ?? DEFAULT_AUTH_SETTINGS.mfa.maxEnrolledFactors,
      },
    },
    inbox,
    (line) => {
      if (!options.quiet) console.log(line);
    },
  );

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      sendJson(res, 400, { message: "Malformed request URL" });
      return;
    }
    // Before CORS: the inbox is for the developer, never for another site's scripts.
    const inboxMatch = /^\/inbox(?:\/([^/]*))?$/.exec(url.pathname);
    if (inboxMatch) {
      await handleInbox(inbox, req, res, inboxMatch[1] ?? "");
      return;
    }
    if (req.method === "OPTIONS") {
      answerPreflight(req, res);
      return;
    }
    setCorsHeaders(res);
    const pathname = url.pathname;
    if (pathname === "/health" || pathname === "/") {
      sendJson(res, 200, { status: "ok", service: "local-supabase" });
      return;
    }
    const backupMatch = BACKUP_ROUTE.exec(pathname);
    if (backupMatch) {
      await handleBackup(
        db,
        req,
        res,
        url,
        backupMatch[1] ?? "",
        options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      );
      return;
    }
    const restMatch = /^\/rest\/v1(?:\/(.*))?$/.exec(pathname);
    if (restMatch) {
      await rest.handle(req, res, url, restMatch[1] ?? "");
      return;
    }
    const authMatch = /^\/auth\/v1\/(.*)$/.exec(pathname);
    if (authMatch) {
      await auth.handle(req, res, url, authMatch[1] ?? "");
      return;
    }
    const storageMatch = /^\/storage\/v1\/(.*)$/.exec(pathname);
    if (storageMatch) {
      await storage.handle(req, res, url, storageMatch[1] ?? "");
      return;
    }
    const broadcastMatch = /^\/realtime\/v1\/api\/broadcast(?:\/(.*))?$/.exec(pathname);
    if (broadcastMatch) {
      await httpBroadcast.handle(req, res, url, broadcastMatch[1] ?? "");
      return;
    }
    if (pathname.startsWith("/realtime/v1")) {
      sendJson(res, 426, { message: "Connect with a WebSocket to /realtime/v1/websocket" });
      return;
    }
    sendJson(res, 404, { message: "no Route matched with those values" });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error("[local-supabase] request failed", error);
      if (!res.headersSent) sendJson(res, 500, { message: "Internal server error" });
      else res.destroy();
    });
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request";
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });
  server.on("upgrade", (req, socket, head) => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      socket.destroy();
      return;
    }
    if (url.pathname !== "/realtime/v1/websocket") {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    realtime.handleUpgrade(req, socket, head, url);
  });

  let port: number;
  try {
    port = await listen(server, options.port ?? DEFAULT_PORT, host);
  } catch (error) {
    requests.close();
    cron.close();
    await db.close();
    await store.release();
    throw error;
  }
  baseUrl = `http://${host}:${port}`;
  cron.start();

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await realtime.close();
      requests.close();
      cron.close();
      setTimeout(() => server.closeAllConnections(), 1000).unref();
      await closed;
      await db.close();
      await store.release();
    })();
    return stopping;
  };

  return {
    url: baseUrl,
    port,
    created: store.created,
    migrated: store.migrated,
    lockTakenFrom: store.lockTakenFrom,
    flushRealtime: () => feed.flush(),
    stop,
  };
}
