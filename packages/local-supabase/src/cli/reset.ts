import { startLocalSupabase } from "../server";
import { parseCliArgs } from "./args";
import { supabaseDirOf } from "./project";

/** `local-supabase reset`: wipes the data folder and rebuilds it from migrations and seed. */
export async function reset(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  // Port 0: nothing is served; starting is only the way to build the folder. A server still
  // holding the folder makes this fail on its lock.
  const instance = await startLocalSupabase({
    port: 0,
    supabaseDir: supabaseDirOf(args.workdir),
    dataDir: args.dataDir,
    reset: true,
    quiet: true,
  });
  await instance.stop();
  console.log(`Local Supabase data in ${args.dataDir} reset: migrations applied, seed loaded.`);
}
