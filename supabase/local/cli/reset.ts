/**
 * Wipes the local database and rebuilds it from migrations and seed:
 *   tsx supabase/local/cli/reset.ts [--data-dir DIR]
 * Refuses while a server holds the data folder.
 */
import { parseCliArgs, UsageError } from "./args";
import { startLocalSupabase } from "../server";

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  // Port 0: nothing is served; starting is only the way to build the folder.
  const instance = await startLocalSupabase({
    port: 0,
    dataDir: args.dataDir,
    reset: true,
    quiet: true,
  });
  await instance.stop();
  console.log(`Local Supabase data in ${args.dataDir} reset: migrations applied, seed loaded.`);
}

main().catch((error: unknown) => {
  console.error(
    `[local-supabase] reset failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(error instanceof UsageError ? 2 : 1);
});
