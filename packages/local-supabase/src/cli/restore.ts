import { readFile } from "node:fs/promises";
import path from "node:path";
import { restoreDataFolder } from "../backup/restore";
import { parseCliArgs, UsageError } from "./args";
import { settingsOf } from "./settings";

/**
 * `local-supabase restore FILE`: rebuilds the data folder's database from a `db dump` file.
 * Storage bytes stay where they are; `storage import` brings back an exported copy.
 */
export async function restore(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const [file, extra] = args.positional;
  if (!file || extra !== undefined) throw new UsageError("restore needs one dump file");
  const { options } = settingsOf(args);
  const sql = await readFile(path.resolve(file), "utf8");
  const kind = await restoreDataFolder({
    dataDir: args.dataDir,
    sql,
    migrationDirs: [
      path.join(options.supabaseDir, "migrations"),
      ...(options.extraMigrationDirs ?? []),
    ],
  });
  console.log(
    `Local Supabase data in ${args.dataDir} restored from the ${kind} dump ${path.resolve(file)}.`,
  );
}
