/**
 * Starts the local Supabase stand-in:
 *   tsx supabase/local/cli/main.ts [--port N] [--data-dir DIR] [--reset] [--statement-timeout MS] [--sign-in-limit N] [--verify-limit N]
 *     [--revalidate-url URL --revalidate-secret SECRET] [--site-url URL] [--disable-signup]
 *     [--enable-confirmations] [--api-schemas public,other] [--max-rows N] [--require-api-key]
 */
import { ANON_KEY, EDITOR_EMAIL, EDITOR_PASSWORD } from "../config";
import { parseCliArgs, UsageError } from "./args";
import { startLocalSupabase } from "../server";

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  const reuse = process.env.LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL;
  const seconds = (name: string): number | undefined => {
    const value = process.env[name];
    return value === undefined || value === "" ? undefined : Number(value);
  };
  const instance = await startLocalSupabase({
    port: args.port,
    dataDir: args.dataDir,
    reset: args.reset,
    statementTimeoutMs: args.statementTimeoutMs,
    signInLimits: args.signInLimit === undefined ? undefined : { perIp: args.signInLimit },
    verifyLimits: args.verifyLimit === undefined ? undefined : { perIp: args.verifyLimit },
    extraMigrationDirs: args.extraMigrationDirs,
    apiSchemas: args.apiSchemas,
    maxRows: args.maxRows,
    requireApiKey: args.requireApiKey,
    siteRevalidation:
      args.revalidateUrl && args.revalidateSecret
        ? { url: args.revalidateUrl, secret: args.revalidateSecret }
        : undefined,
    refreshTokenReuseIntervalSeconds:
      reuse === undefined || reuse === "" ? undefined : Number(reuse),
    siteUrl: args.siteUrl,
    disableSignup: args.disableSignup,
    enableConfirmations: args.enableConfirmations,
    otpExpirySeconds: seconds("LOCAL_SUPABASE_OTP_EXPIRY"),
    flowStateExpirySeconds: seconds("LOCAL_SUPABASE_FLOW_STATE_EXPIRY"),
    quiet: args.quiet,
  });
  for (const name of instance.migrated) {
    if (!args.quiet && !instance.created) console.log(`[local-supabase] applied migration ${name}`);
  }
  if (args.revalidateUrl && !args.quiet)
    console.log(`[local-supabase] site text changes are announced to ${args.revalidateUrl}`);
  console.log(
    `Local Supabase ready at ${instance.url} (data: ${args.dataDir}${instance.created ? ", freshly seeded" : ""}) · editor ${EDITOR_EMAIL} / ${EDITOR_PASSWORD} · anon key ${ANON_KEY.slice(0, 16)}… · emails at ${instance.url}/inbox`,
  );

  const shutdown = (signal: string): void => {
    if (!args.quiet) console.log(`[local-supabase] ${signal}: shutting down`);
    instance.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[local-supabase] shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(
      `${error.message}\nUsage: tsx supabase/local/cli/main.ts [--port N] [--data-dir DIR] [--reset] [--statement-timeout MS] [--sign-in-limit N] [--verify-limit N] [--revalidate-url URL --revalidate-secret SECRET] [--site-url URL] [--disable-signup] [--enable-confirmations] [--api-schemas public,other] [--max-rows N] [--require-api-key]`,
    );
    process.exit(2);
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    code === "EADDRINUSE"
      ? "the port is already in use (is the local Supabase already running? Pass --port or set LOCAL_SUPABASE_PORT)"
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`[local-supabase] could not start: ${message}`);
  process.exit(1);
});
