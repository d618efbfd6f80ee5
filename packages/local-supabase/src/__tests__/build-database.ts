/**
 * Builds a database from the project's migrations and seed into the data folder given as the
 * only argument, then exits: `tsx build-database.ts DIR`. It runs in its own process because
 * PGlite cannot load inside Jest's module system.
 */
import path from "node:path";
import { openStore } from "../store";
import { SUPABASE_DIR } from "./project";

async function main(dataDir: string): Promise<void> {
  const store = await openStore({
    dataDir,
    reset: true,
    migrationDirs: [path.join(SUPABASE_DIR, "migrations")],
    seedFiles: [path.join(SUPABASE_DIR, "seed.sql")],
  });
  await store.db.close();
  await store.release();
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
