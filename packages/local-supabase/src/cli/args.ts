import path from "node:path";
import { DEFAULT_DATA_DIR, DEFAULT_STATEMENT_TIMEOUT_MS } from "../config";

/**
 * What the command line and LOCAL_SUPABASE_* variables say. A setting neither gives stays
 * undefined, so supabase/config.toml and then the CLI's defaults can fill it in.
 */
export interface CliArgs {
  port?: number;
  /** The project folder, holding `supabase/` (the CLI's `--workdir`); the current folder by default. */
  workdir: string;
  /** Absolute; a relative `--data-dir` is taken from the project folder. */
  dataDir: string;
  reset: boolean;
  statementTimeoutMs: number;
  /** Password sign-ins per IP per 5 minutes, when set. */
  signInLimit?: number;
  /** OTP and link verifications per IP per 5 minutes, when set. */
  verifyLimit?: number;
  quiet: boolean;
  /** The site's revalidation route, told of every change to the site text. */
  revalidateUrl?: string;
  /** The secret that route expects as its Bearer token. */
  revalidateSecret?: string;
  /** Auth's site URL, where email links lead by default. */
  siteUrl?: string;
  /** Sign-up closed, as with `enable_signup = false`. */
  disableSignup?: boolean;
  /** New addresses confirm by email first, as with `enable_confirmations = true`. */
  enableConfirmations?: boolean;
  /** The REST API's exposed schemas, the first being the default (`[api] schemas`). */
  apiSchemas?: string[];
  /** The most rows one REST read returns (`[api] max_rows`). */
  maxRows?: number;
  /** Refuse requests without an API key, as hosted projects do. */
  requireApiKey: boolean;
  extraMigrationDirs: string[];
  /** `gen types`: the schemas to describe, from `--schema` (repeated or comma-separated). */
  typeSchemas: string[];
  /** `db dump --data-only`: the rows without the schema. */
  dataOnly: boolean;
  /** `db dump -f FILE`: where the dump goes instead of standard output. */
  file?: string;
  /** `create-user`: app_metadata keys to set, from `--app-metadata key=value`. */
  appMetadata: Record<string, string>;
  positional: string[];
}

export class UsageError extends Error {}

function millisecondsFrom(text: string, source: string): number {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0)
    throw new UsageError(`${source} must be a whole number of milliseconds, got "${text}"`);
  return ms;
}

function countFrom(text: string, source: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1)
    throw new UsageError(`${source} must be a positive whole number, got "${text}"`);
  return count;
}

function portFrom(text: string, source: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`${source} must be a port number, got "${text}"`);
  return port;
}

function urlFrom(text: string, source: string): string {
  if (!/^https?:\/\/\S+$/.test(text))
    throw new UsageError(`${source} must be an http(s) URL, got "${text}"`);
  return text;
}

/** The migration's own rule: a shorter secret could be guessed. */
const MIN_SECRET_LENGTH = 32;

function schemasFrom(text: string, source: string): string[] {
  const schemas = text.split(",").map((name) => name.trim());
  if (schemas.some((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)))
    throw new UsageError(`${source} must be a comma-separated list of schema names, got "${text}"`);
  return schemas;
}

/** A variable that switches something on ("1", "true") or off ("0", "false"); unset says nothing. */
function switchFrom(text: string | undefined, source: string): boolean | undefined {
  if (text === undefined || text === "") return undefined;
  if (text === "1" || text.toLowerCase() === "true") return true;
  if (text === "0" || text.toLowerCase() === "false") return false;
  throw new UsageError(`${source} must be 1, true, 0 or false, got "${text}"`);
}

function metadataEntryFrom(text: string, source: string): [string, string] {
  const at = text.indexOf("=");
  if (at < 1) throw new UsageError(`${source} must be key=value, got "${text}"`);
  return [text.slice(0, at), text.slice(at + 1)];
}

function secretFrom(text: string, source: string): string {
  if (text.length < MIN_SECRET_LENGTH)
    throw new UsageError(`${source} must be at least ${MIN_SECRET_LENGTH} characters long`);
  return text;
}

/** Flags win over LOCAL_SUPABASE_* variables, which win over the CLI-compatible defaults. */
export function parseCliArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): CliArgs {
  const args: CliArgs = {
    port: env.LOCAL_SUPABASE_PORT
      ? portFrom(env.LOCAL_SUPABASE_PORT, "LOCAL_SUPABASE_PORT")
      : undefined,
    workdir: env.SUPABASE_WORKDIR || ".",
    dataDir: env.LOCAL_SUPABASE_DATA_DIR || DEFAULT_DATA_DIR,
    reset: false,
    statementTimeoutMs: env.LOCAL_SUPABASE_STATEMENT_TIMEOUT_MS
      ? millisecondsFrom(
          env.LOCAL_SUPABASE_STATEMENT_TIMEOUT_MS,
          "LOCAL_SUPABASE_STATEMENT_TIMEOUT_MS",
        )
      : DEFAULT_STATEMENT_TIMEOUT_MS,
    quiet: false,
    signInLimit: env.LOCAL_SUPABASE_SIGN_IN_LIMIT
      ? countFrom(env.LOCAL_SUPABASE_SIGN_IN_LIMIT, "LOCAL_SUPABASE_SIGN_IN_LIMIT")
      : undefined,
    verifyLimit: env.LOCAL_SUPABASE_VERIFY_LIMIT
      ? countFrom(env.LOCAL_SUPABASE_VERIFY_LIMIT, "LOCAL_SUPABASE_VERIFY_LIMIT")
      : undefined,
    revalidateUrl: env.LOCAL_SUPABASE_REVALIDATE_URL
      ? urlFrom(env.LOCAL_SUPABASE_REVALIDATE_URL, "LOCAL_SUPABASE_REVALIDATE_URL")
      : undefined,
    revalidateSecret: env.LOCAL_SUPABASE_REVALIDATE_SECRET
      ? secretFrom(env.LOCAL_SUPABASE_REVALIDATE_SECRET, "LOCAL_SUPABASE_REVALIDATE_SECRET")
      : undefined,
    siteUrl: env.LOCAL_SUPABASE_SITE_URL
      ? urlFrom(env.LOCAL_SUPABASE_SITE_URL, "LOCAL_SUPABASE_SITE_URL")
      : undefined,
    disableSignup: switchFrom(env.LOCAL_SUPABASE_DISABLE_SIGNUP, "LOCAL_SUPABASE_DISABLE_SIGNUP"),
    enableConfirmations: switchFrom(
      env.LOCAL_SUPABASE_ENABLE_CONFIRMATIONS,
      "LOCAL_SUPABASE_ENABLE_CONFIRMATIONS",
    ),
    apiSchemas: env.LOCAL_SUPABASE_API_SCHEMAS
      ? schemasFrom(env.LOCAL_SUPABASE_API_SCHEMAS, "LOCAL_SUPABASE_API_SCHEMAS")
      : undefined,
    maxRows: env.LOCAL_SUPABASE_MAX_ROWS
      ? countFrom(env.LOCAL_SUPABASE_MAX_ROWS, "LOCAL_SUPABASE_MAX_ROWS")
      : undefined,
    requireApiKey:
      switchFrom(env.LOCAL_SUPABASE_REQUIRE_API_KEY, "LOCAL_SUPABASE_REQUIRE_API_KEY") ?? false,
    extraMigrationDirs: [],
    typeSchemas: [],
    dataOnly: false,
    appMetadata: {},
    positional: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--port":
        args.port = portFrom(value(), "--port");
        break;
      case "--workdir":
        args.workdir = value();
        break;
      case "--data-dir":
        args.dataDir = value();
        break;
      case "--schema":
        args.typeSchemas.push(...schemasFrom(value(), "--schema"));
        break;
      case "--local":
        // `supabase gen types --local`: this server is always local.
        break;
      case "--app-metadata": {
        const [key, text] = metadataEntryFrom(value(), "--app-metadata");
        args.appMetadata[key] = text;
        break;
      }
      case "--data-only":
        args.dataOnly = true;
        break;
      case "-f":
      case "--file":
        args.file = value();
        break;
      case "--reset":
        args.reset = true;
        break;
      case "--sign-in-limit":
        args.signInLimit = countFrom(value(), "--sign-in-limit");
        break;
      case "--verify-limit":
        args.verifyLimit = countFrom(value(), "--verify-limit");
        break;
      case "--statement-timeout":
        args.statementTimeoutMs = millisecondsFrom(value(), "--statement-timeout");
        break;
      case "--quiet":
        args.quiet = true;
        break;
      case "--revalidate-url":
        args.revalidateUrl = urlFrom(value(), "--revalidate-url");
        break;
      case "--revalidate-secret":
        args.revalidateSecret = secretFrom(value(), "--revalidate-secret");
        break;
      case "--site-url":
        args.siteUrl = urlFrom(value(), "--site-url");
        break;
      case "--disable-signup":
        args.disableSignup = true;
        break;
      case "--enable-confirmations":
        args.enableConfirmations = true;
        break;
      case "--api-schemas":
        args.apiSchemas = schemasFrom(value(), "--api-schemas");
        break;
      case "--require-api-key":
        args.requireApiKey = true;
        break;
      case "--max-rows":
        args.maxRows = countFrom(value(), "--max-rows");
        break;
      case "--extra-migrations":
        args.extraMigrationDirs.push(value());
        break;
      default:
        if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}`);
        args.positional.push(arg);
    }
  }
  if ((args.revalidateUrl === undefined) !== (args.revalidateSecret === undefined))
    throw new UsageError(
      "--revalidate-url and --revalidate-secret (or LOCAL_SUPABASE_REVALIDATE_URL and LOCAL_SUPABASE_REVALIDATE_SECRET) go together",
    );
  args.workdir = path.resolve(args.workdir);
  args.dataDir = path.resolve(args.workdir, args.dataDir);
  return args;
}
