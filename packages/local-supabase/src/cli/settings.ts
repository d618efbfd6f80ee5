import { globSync } from "node:fs";
import path from "node:path";
import { DEFAULT_PORT } from "../config";
import { type ProjectConfig, readProjectConfig } from "../project-config";
import type { LocalSupabaseOptions } from "../server";
import type { CliArgs } from "./args";
import { supabaseDirOf } from "./project";

export interface Settings {
  options: LocalSupabaseOptions & {
    port: number;
    supabaseDir: string;
    seedFiles: string[];
    dataDir: string;
  };
  /** Said once at start: keys ignored, settings this server cannot honour. */
  warnings: string[];
}

/** `[db.seed]`: the listed files and globs in order, relative to supabase/, each file once. */
function seedFilesOf(supabaseDir: string, seed: ProjectConfig["seed"]): string[] {
  if (seed.enabled === false) return [];
  const files: string[] = [];
  for (const entry of seed.sqlPaths ?? ["./seed.sql"]) {
    const matches = /[*?[]/.test(entry) ? globSync(entry, { cwd: supabaseDir }).sort() : [entry];
    for (const match of matches) {
      const file = path.resolve(supabaseDir, match);
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
}

/** A per-IP limit when one is set; absent, the server keeps GoTrue's. */
function perIp(limit: number | undefined): { perIp: number } | undefined {
  return limit === undefined ? undefined : { perIp: limit };
}

/** Seconds from a LOCAL_SUPABASE_* variable the tests use to shorten Auth's waits. */
function secondsFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  return value === undefined || value === "" ? undefined : Number(value);
}

/** Features the file may switch on that this server does not have yet. */
function unavailable(config: ProjectConfig): string[] {
  const { auth } = config;
  const asked: [string, boolean | undefined][] = [
    ["auth.mfa.phone.enroll_enabled", auth.mfa.phoneEnroll],
    ["auth.mfa.phone.verify_enabled", auth.mfa.phoneVerify],
    ["auth.mfa.web_authn.enroll_enabled", auth.mfa.webAuthnEnroll],
    ["auth.mfa.web_authn.verify_enabled", auth.mfa.webAuthnVerify],
  ];
  const warnings = asked
    .filter(([, on]) => on === true)
    .map(([key]) => `${key} = true is not available in local-supabase yet; it stays off`);
  if (auth.email.otpLength !== undefined && auth.email.otpLength !== 6)
    warnings.push(
      `auth.email.otp_length = ${auth.email.otpLength} is not available; codes have 6 digits`,
    );
  return warnings;
}

/**
 * What a command runs with: a flag or LOCAL_SUPABASE_* variable wins over supabase/config.toml,
 * which wins over the CLI's defaults. A bad value in the file throws a ConfigError naming its key.
 */
export function settingsOf(args: CliArgs, env: NodeJS.ProcessEnv = process.env): Settings {
  const supabaseDir = supabaseDirOf(args.workdir);
  const config = readProjectConfig(supabaseDir);
  const { api, auth } = config;
  const emailSignupOff = auth.enableSignup === false || auth.email.enableSignup === false;
  const options: Settings["options"] = {
    port: args.port ?? api.port ?? DEFAULT_PORT,
    supabaseDir,
    seedFiles: seedFilesOf(supabaseDir, config.seed),
    dataDir: args.dataDir,
    reset: args.reset,
    statementTimeoutMs: args.statementTimeoutMs,
    extraMigrationDirs: args.extraMigrationDirs,
    apiSchemas: args.apiSchemas ?? api.schemas,
    maxRows: args.maxRows ?? api.maxRows,
    searchPath: api.extraSearchPath,
    requireApiKey: args.requireApiKey,
    storageUploadLimit: config.storage.fileSizeLimit,
    siteUrl: args.siteUrl ?? auth.siteUrl,
    additionalRedirectUrls: auth.additionalRedirectUrls,
    accessTokenTtlSeconds: auth.jwtExpiry,
    minimumPasswordLength: auth.minimumPasswordLength,
    mfaTotpEnroll: auth.mfa.totpEnroll,
    mfaTotpVerify: auth.mfa.totpVerify,
    mfaMaxEnrolledFactors: auth.mfa.maxEnrolledFactors,
    anonymousSignIns: auth.enableAnonymousSignIns,
    securePasswordChange: auth.email.securePasswordChange,
    manualLinking: auth.enableManualLinking,
    disableSignup: args.disableSignup ?? (emailSignupOff ? true : undefined),
    enableConfirmations: args.enableConfirmations ?? auth.email.enableConfirmations,
    otpExpirySeconds: secondsFrom(env, "LOCAL_SUPABASE_OTP_EXPIRY") ?? auth.email.otpExpiry,
    flowStateExpirySeconds: secondsFrom(env, "LOCAL_SUPABASE_FLOW_STATE_EXPIRY"),
    emailMaxFrequencySeconds: auth.email.maxFrequency,
    refreshTokenReuseIntervalSeconds:
      secondsFrom(env, "LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL") ??
      auth.refreshTokenReuseInterval,
    signInLimits: perIp(args.signInLimit ?? auth.rateLimit.signInSignUps),
    verifyLimits: perIp(args.verifyLimit ?? auth.rateLimit.tokenVerifications),
    siteRevalidation:
      args.revalidateUrl && args.revalidateSecret
        ? { url: args.revalidateUrl, secret: args.revalidateSecret }
        : undefined,
    quiet: args.quiet,
  };
  const warnings = [
    ...config.unknownKeys.map((key) => `supabase/config.toml: unknown key ${key} ignored`),
    ...unavailable(config).map((text) => `supabase/config.toml: ${text}`),
  ];
  return { options, warnings };
}
