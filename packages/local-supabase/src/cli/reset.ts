import { startLocalSupabase } from "../server";
import { parseCliArgs } from "./args";
import { settingsOf } from "./settings";

/** `local-supabase reset`: wipes the data folder and rebuilds it from migrations and seed. */
export async function reset(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  // Port 0: nothing is served; starting is only the way to build the folder. A server still
  // holding the folder makes this fail on its lock.
  const { options } = settingsOf(args);
  const instance = await startLocalSupabase({ ...options, port: 0, reset: true, quiet: true });
  await instance.stop();
  console.log(`Local Supabase data in ${args.dataDir} reset: migrations applied, seed loaded.`);
}
