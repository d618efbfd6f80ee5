import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { LOCAL_PLATFORM_SQL } from "../bootstrap";
import { applyPendingMigrations, listMigrations } from "../migrate";
import { type DumpKind, dumpKindOf } from "./dump";
import { holdFolder } from "../folder-lock";

export interface RestoreOptions {
  /** The data folder to rebuild; its Storage bytes and inbox are kept. */
  dataDir: string;
  /** The text of a dump `db dump` wrote. */
  sql: string;
  /** Applied before a data-only dump's rows, which need the project's tables. */
  migrationDirs: readonly string[];
}

export class NotADumpError extends Error {}

/**
 * A new database at `pgData` as a first start makes one (the platform, then for a data-only
 * dump the project's migrations), with the dump loaded into it. Built in this process, opened
 * once: building is most of a restore's time.
 */
async function build(pgData: string, kind: DumpKind, options: RestoreOptions): Promise<void> {
  // The same extensions as the database thread (db/worker.ts) loads.
  const pg = await PGlite.create(pgData, { extensions: { pgcrypto, pg_trgm, unaccent } });
  try {
    for (const sql of LOCAL_PLATFORM_SQL) await pg.exec(sql);
    if (kind === "data-only")
      await applyPendingMigrations(pg, await listMigrations(options.migrationDirs));
    await pg.exec(options.sql);
  } finally {
    await pg.close();
  }
}

/**
 * Rebuilds the folder's database from a dump: a fresh platform database (with the project's
 * migrations for a data-only dump) is built inside the folder, the dump loaded there, and only
 * once that has succeeded does it replace the folder's database, so a dump that fails to load
 * leaves the old one whole. The folder is held throughout, so no server or second restore opens
 * it meanwhile; both renames stay on one filesystem, and a swap cut short puts the old database
 * back (or, after a kill, the next restore does).
 */
export async function restoreDataFolder(options: RestoreOptions): Promise<DumpKind> {
  const kind = dumpKindOf(options.sql);
  if (!kind) throw new NotADumpError("This file is not a dump written by local-supabase db dump.");
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const release = await holdFolder(dataDir, "restore");
  const pgData = path.join(dataDir, "pgdata");
  const replaced = `${pgData}.replaced`;
  const building = `${pgData}.restoring`;
  try {
    // A restore killed between its two renames left the only database aside: put it back.
    if (!existsSync(pgData) && existsSync(replaced)) await rename(replaced, pgData);
    await rm(building, { recursive: true, force: true });
    await build(building, kind, options);

    await rm(replaced, { recursive: true, force: true });
    const hadOne = existsSync(pgData);
    if (hadOne) await rename(pgData, replaced);
    try {
      await rename(building, pgData);
    } catch (error) {
      if (hadOne) await rename(replaced, pgData);
      throw error;
    }
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(building, { recursive: true, force: true });
    await release();
  }
  return kind;
}
