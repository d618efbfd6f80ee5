import { ANON_KEY } from "../config";
import { startLocalSupabase } from "../server";
import { parseCliArgs } from "./args";
import { supabaseDirOf } from "./project";

/** `local-supabase start`: serves the project until SIGINT or SIGTERM. */
export async function start(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const reuse = process.env.LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL;
  const seconds = (name: string): number | undefined => {
    const value = process.env[name];
    return value === undefined || value === "" ? undefined : Number(value);
  };
  const instance = await startLocalSupabase({
    port: args.port,
    supabaseDir: supabaseDirOf(args.workdir),
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
    `Local Supabase ready at ${instance.url} (data: ${args.dataDir}${instance.created ? ", freshly seeded" : ""}) · anon key ${ANON_KEY.slice(0, 16)}… · emails at ${instance.url}/inbox`,
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
