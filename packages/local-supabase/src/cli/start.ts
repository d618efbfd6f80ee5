import { ANON_KEY } from "../config";
import { startLocalSupabase } from "../server";
import { parseCliArgs } from "./args";
import { settingsOf } from "./settings";

/** `local-supabase start`: serves the project until SIGINT or SIGTERM. */
export async function start(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const { options, warnings } = settingsOf(args);
  for (const warning of warnings) console.warn(`[local-supabase] ${warning}`);
  const instance = await startLocalSupabase(options);
  if (instance.lockTakenFrom !== undefined) {
    console.log(
      `[local-supabase] took over the data folder ${args.dataDir}, left locked by process ${instance.lockTakenFrom}, which is no longer running`,
    );
  }
  for (const name of instance.migrated) {
    if (!args.quiet && !instance.created) console.log(`[local-supabase] applied migration ${name}`);
  }
  if (args.revalidateUrl && !args.quiet)
    console.log(`[local-supabase] site text changes are announced to ${args.revalidateUrl}`);
  console.log(
    `Local Supabase ready at ${instance.url} (data: ${args.dataDir}${instance.created ? ", freshly seeded" : ""}) · anon key ${ANON_KEY.slice(0, 16)}… · emails at ${instance.url}/inbox`,
  );

  // A terminal's Ctrl-C reaches this process twice (from the terminal, and passed on by the
  // command that started it): the second must not cut the first's shutdown short.
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    if (!args.quiet) console.log(`[local-supabase] ${signal}: shutting down`);
    instance.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[local-supabase] shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
