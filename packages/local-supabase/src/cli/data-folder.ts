import path from "node:path";
import { type OpenedStore, openStore } from "../store";
import type { Settings } from "./settings";

/**
 * Runs `work` on the project's data folder while no server holds it (the folder's lock says
 * so), opened as `start` opens it: pending migrations applied, nothing reset. Closed after.
 */
export async function withDataFolder<T>(
  { options }: Settings,
  work: (store: OpenedStore) => Promise<T>,
): Promise<T> {
  const store = await openStore({
    dataDir: options.dataDir,
    reset: false,
    migrationDirs: [path.join(options.supabaseDir, "migrations")],
    seedFiles: options.seedFiles,
  });
  try {
    return await work(store);
  } finally {
    await store.db.close();
    await store.release();
  }
}
