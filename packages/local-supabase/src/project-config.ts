import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { bytesOf } from "./storage/keys";

/** A value in config.toml that cannot be used; the message names the key. */
export class ConfigError extends Error {}

/**
 * What this server takes from `supabase/config.toml`, in the CLI's terms. Every field is absent
 * when the file does not set it, so flags and the CLI's defaults can fill in.
 */
export interface ProjectConfig {
  api: { port?: number; schemas?: string[]; extraSearchPath?: string[]; maxRows?: number };
  seed: { enabled?: boolean; sqlPaths?: string[] };
  storage: { fileSizeLimit?: number };
  auth: {
    siteUrl?: string;
    additionalRedirectUrls?: string[];
    jwtExpiry?: number;
    enableSignup?: boolean;
    enableAnonymousSignIns?: boolean;
    enableManualLinking?: boolean;
    refreshTokenReuseInterval?: number;
    minimumPasswordLength?: number;
    email: {
      enableSignup?: boolean;
      enableConfirmations?: boolean;
      otpExpiry?: number;
      maxFrequency?: number;
      otpLength?: number;
      securePasswordChange?: boolean;
    };
    rateLimit: { signInSignUps?: number; tokenVerifications?: number };
    mfa: {
      maxEnrolledFactors?: number;
      totpEnroll?: boolean;
      totpVerify?: boolean;
      phoneEnroll?: boolean;
      phoneVerify?: boolean;
      webAuthnEnroll?: boolean;
      webAuthnVerify?: boolean;
    };
  };
  /** Keys that are no Supabase CLI setting: ignored, each worth a warning. */
  unknownKeys: string[];
}

type Reader = (value: unknown, key: string) => unknown;

function fail(key: string, expected: string, value: unknown): never {
  throw new ConfigError(`${key} must be ${expected}, got ${JSON.stringify(value)}`);
}

const boolean: Reader = (value, key) =>
  typeof value === "boolean" ? value : fail(key, "true or false", value);

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): Reader {
  return (value, key) =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
      ? value
      : fail(key, `a whole number from ${min} to ${max}`, value);
}

const url: Reader = (value, key) => {
  if (typeof value !== "string") return fail(key, "a URL", value);
  try {
    new URL(value);
  } catch {
    return fail(key, "a URL", value);
  }
  return value;
};

function listOf(item: Reader): Reader {
  return (value, key) =>
    Array.isArray(value)
      ? value.map((entry, index) => item(entry, `${key}[${index}]`))
      : fail(key, "a list", value);
}

const schemaName: Reader = (value, key) =>
  typeof value === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value)
    ? value
    : fail(key, "a schema name", value);

const redirectPattern: Reader = (value, key) =>
  typeof value === "string" && value !== "" ? value : fail(key, "a URL or URL pattern", value);

const relativePath: Reader = (value, key) =>
  typeof value === "string" && value !== "" ? value : fail(key, "a path", value);

const UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** Go durations as the CLI writes them ("1s", "1m30s", "500ms"), in seconds. */
const duration: Reader = (value, key) => {
  if (typeof value !== "string" || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value))
    return fail(key, 'a duration such as "1s" or "5m"', value);
  let seconds = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(ms|s|m|h)/g))
    seconds += Number(amount) * UNITS[unit!]!;
  return seconds;
};

/** The settings this server applies, by their place in the file. */
const APPLIED: Record<string, Reader> = {
  "api.port": wholeNumber(0, 65535),
  "api.schemas": listOf(schemaName),
  "api.extra_search_path": listOf(schemaName),
  "api.max_rows": wholeNumber(1),
  "storage.file_size_limit": (value, key) =>
    bytesOf(value) ?? fail(key, 'a size such as "50MiB"', value),
  "db.seed.enabled": boolean,
  "db.seed.sql_paths": listOf(relativePath),
  "auth.site_url": url,
  "auth.additional_redirect_urls": listOf(redirectPattern),
  // GoTrue's limit: a week.
  "auth.jwt_expiry": wholeNumber(1, 604_800),
  "auth.enable_signup": boolean,
  "auth.enable_anonymous_sign_ins": boolean,
  "auth.enable_manual_linking": boolean,
  "auth.refresh_token_reuse_interval": wholeNumber(0),
  "auth.minimum_password_length": wholeNumber(6),
  "auth.email.enable_signup": boolean,
  "auth.email.enable_confirmations": boolean,
  "auth.email.otp_expiry": wholeNumber(1, 86_400),
  "auth.email.max_frequency": duration,
  "auth.email.otp_length": wholeNumber(6, 10),
  "auth.email.secure_password_change": boolean,
  "auth.rate_limit.sign_in_sign_ups": wholeNumber(1),
  "auth.rate_limit.token_verifications": wholeNumber(1),
  "auth.mfa.max_enrolled_factors": wholeNumber(0),
  "auth.mfa.totp.enroll_enabled": boolean,
  "auth.mfa.totp.verify_enabled": boolean,
  "auth.mfa.phone.enroll_enabled": boolean,
  "auth.mfa.phone.verify_enabled": boolean,
  "auth.mfa.web_authn.enroll_enabled": boolean,
  "auth.mfa.web_authn.verify_enabled": boolean,
};

/**
 * The CLI's other settings (its `config.toml` template): they configure services or ports this
 * server does not have, so they are accepted without a word. A key under none of these, and not
 * applied, is a typo or from another tool.
 */
const CLI_ONLY = [
  "project_id",
  "api.enabled",
  "api.tls",
  "api.external_url",
  "db.port",
  "db.shadow_port",
  "db.major_version",
  "db.root_key",
  "db.pooler",
  "db.vault",
  "db.migrations",
  "db.network_restrictions",
  "db.settings",
  "realtime",
  "studio",
  "inbucket",
  "storage",
  "auth.enabled",
  "auth.signing_keys_path",
  "auth.enable_refresh_token_rotation",
  "auth.password_requirements",
  "auth.rate_limit",
  "auth.captcha",
  "auth.email.double_confirm_changes",
  "auth.email.smtp",
  "auth.email.template",
  "auth.email.notification",
  "auth.sms",
  "auth.sessions",
  "auth.hook",
  "auth.mfa.phone",
  "auth.mfa.web_authn",
  "auth.external",
  "auth.web3",
  "auth.third_party",
  "auth.oauth_server",
  "edge_runtime",
  "analytics",
  "experimental",
  "remotes",
  "functions",
];

function isCliOnly(key: string): boolean {
  return CLI_ONLY.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
}

/** The CLI's `env(NAME)` values, read from the environment; unset is an error naming the key. */
function substituted(value: unknown, key: string, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === "string") {
    const match = /^env\((\w+)\)$/.exec(value);
    if (!match) return value;
    const found = env[match[1]!];
    if (found === undefined)
      throw new ConfigError(`${key} reads env(${match[1]}), which is not set`);
    return found;
  }
  if (Array.isArray(value)) return value.map((entry) => substituted(entry, key, env));
  return value;
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every setting in the file by its dotted key, tables opened down to their values. */
function leaves(table: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(table).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isTable(value) && !(key in APPLIED)) return leaves(value, key);
    return [[key, value] as [string, unknown]];
  });
}

export function emptyConfig(): ProjectConfig {
  return {
    api: {},
    seed: {},
    storage: {},
    auth: { email: {}, rateLimit: {}, mfa: {} },
    unknownKeys: [],
  };
}

/** Reads config.toml text; `file` names it in errors. */
export function parseProjectConfig(
  text: string,
  file = "config.toml",
  env: NodeJS.ProcessEnv = process.env,
): ProjectConfig {
  let document: Record<string, unknown>;
  try {
    document = parse(text) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ConfigError(`${file} is not valid TOML: ${reason}`);
  }
  const values = new Map<string, unknown>();
  const config = emptyConfig();
  for (const [key, raw] of leaves(document)) {
    const read = APPLIED[key];
    if (read) {
      try {
        values.set(key, read(substituted(raw, key, env), key));
      } catch (error) {
        if (error instanceof ConfigError) throw new ConfigError(`${file}: ${error.message}`);
        throw error;
      }
    } else if (!isCliOnly(key)) config.unknownKeys.push(key);
  }
  const get = <T>(key: string): T | undefined => values.get(key) as T | undefined;
  config.api = {
    port: get("api.port"),
    schemas: get("api.schemas"),
    extraSearchPath: get("api.extra_search_path"),
    maxRows: get("api.max_rows"),
  };
  config.seed = { enabled: get("db.seed.enabled"), sqlPaths: get("db.seed.sql_paths") };
  config.storage = { fileSizeLimit: get("storage.file_size_limit") };
  config.auth = {
    siteUrl: get("auth.site_url"),
    additionalRedirectUrls: get("auth.additional_redirect_urls"),
    jwtExpiry: get("auth.jwt_expiry"),
    enableSignup: get("auth.enable_signup"),
    enableAnonymousSignIns: get("auth.enable_anonymous_sign_ins"),
    enableManualLinking: get("auth.enable_manual_linking"),
    refreshTokenReuseInterval: get("auth.refresh_token_reuse_interval"),
    minimumPasswordLength: get("auth.minimum_password_length"),
    email: {
      enableSignup: get("auth.email.enable_signup"),
      enableConfirmations: get("auth.email.enable_confirmations"),
      otpExpiry: get("auth.email.otp_expiry"),
      maxFrequency: get("auth.email.max_frequency"),
      otpLength: get("auth.email.otp_length"),
      securePasswordChange: get("auth.email.secure_password_change"),
    },
    rateLimit: {
      signInSignUps: get("auth.rate_limit.sign_in_sign_ups"),
      tokenVerifications: get("auth.rate_limit.token_verifications"),
    },
    mfa: {
      maxEnrolledFactors: get("auth.mfa.max_enrolled_factors"),
      totpEnroll: get("auth.mfa.totp.enroll_enabled"),
      totpVerify: get("auth.mfa.totp.verify_enabled"),
      phoneEnroll: get("auth.mfa.phone.enroll_enabled"),
      phoneVerify: get("auth.mfa.phone.verify_enabled"),
      webAuthnEnroll: get("auth.mfa.web_authn.enroll_enabled"),
      webAuthnVerify: get("auth.mfa.web_authn.verify_enabled"),
    },
  };
  return config;
}

/** `supabase/config.toml` when the project has one; the CLI's defaults otherwise. */
export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const file = path.join(supabaseDir, "config.toml");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyConfig();
    throw error;
  }
  return parseProjectConfig(text, "supabase/config.toml");
}
