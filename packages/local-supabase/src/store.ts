import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { claimFolder } from "./folder-lock";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import {
  AUTH_FLOWS_SQL,
  AUTHENTICATOR_SQL,
  AUTH_MFA_SQL,
  DEFAULT_GRANTS_SQL,
  LOCAL_PLATFORM_SQL,
  PGCRYPTO_SQL,
  PG_NET_SQL,
  REALTIME_SQL,
} from "./bootstrap";
import { PG_CRON_SQL } from "./cron/sql";
import { STORAGE_SQL } from "./storage/schema";
import { type Connection, LocalDatabase } from "./db";
import { applyPendingMigrations, applySeed, listMigrations } from "./migrate";

export interface StoreOptions {
  dataDir: string;
  reset: boolean;
  migrationDirs: readonly string[];
  /** Run in order, each in a transaction, when the database is created; a missing file is skipped. */
  seedFiles: readonly string[];
}

export interface OpenedStore {
  db: LocalDatabase;
  created: boolean;
  migrated: string[];
  release: () => Promise<void>;
  /** The process, no longer running, that had left the folder locked. */
  lockTakenFrom?: number;
}

/**
 * Builds a new database in a side folder and renames it into place only when
 * bootstrap, migrations and seed have all succeeded, so an interrupted first
 * start never leaves a half-initialised folder behind.
 */
async function create(pgData: string, options: StoreOptions): Promise<string[]> {
  const building = `${pgData}.building`;
  await rm(building, { recursive: true, force: true });
  // The same extensions as the database thread (db/worker.ts) loads.
  const pg = await PGlite.create(building, { extensions: { pgcrypto, pg_trgm, unaccent } });
  let migrated: string[];
  try {
    for (const sql of LOCAL_PLATFORM_SQL) await pg.exec(sql);
    migrated = await applyPendingMigrations(pg, await listMigrations(options.migrationDirs));
    for (const file of options.seedFiles) await applySeed(pg, file);
  } finally {
    await pg.close();
  }
  await rename(building, pgData);
  return migrated;
}

/** Platform parts added after the first release, each known by a query saying it is there. */
const LATER_PLATFORM_PARTS = [
  {
    present: "select exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator')",
    sql: AUTHENTICATOR_SQL,
  },
  {
    present: "select exists (select 1 from pg_catalog.pg_extension where extname = 'pgcrypto')",
    sql: PGCRYPTO_SQL,
  },
  { present: "select to_regnamespace('net') is not null", sql: PG_NET_SQL },
  { present: "select to_regnamespace('realtime') is not null", sql: REALTIME_SQL },
  { present: "select to_regclass('auth.flow_state') is not null", sql: AUTH_FLOWS_SQL },
  { present: "select to_regclass('auth.mfa_factors') is not null", sql: AUTH_MFA_SQL },
  { present: "select to_regnamespace('cron') is not null", sql: PG_CRON_SQL },
  { present: "select to_regnamespace('storage') is not null", sql: STORAGE_SQL },
  {
    present:
      "select exists (select 1 from pg_catalog.pg_default_acl where defaclnamespace = 'public'::regnamespace)",
    sql: DEFAULT_GRANTS_SQL,
  },
];

/** Databases created before a platform part existed get it before their next migrations. */
async function ensurePlatformParts(pg: Connection): Promise<void> {
  for (const part of LATER_PLATFORM_PARTS) {
    const { rows } = await pg.query<{ present: boolean }>(`${part.present} as present`);
    if (!rows[0]?.present) await pg.transaction((tx) => tx.exec(part.sql));
  }
}

export async function openStore(options: StoreOptions): Promise<OpenedStore> {
  await mkdir(options.dataDir, { recursive: true });
  const { release, takenFrom } = await claimFolder(
    options.dataDir,
    (owner: number) =>
      new Error(`The data folder ${options.dataDir} is in use by process ${owner}; stop it first.`),
  );
  try {
    const pgData = path.join(options.dataDir, "pgdata");
    if (options.reset) await rm(pgData, { recursive: true, force: true });
    const created = !existsSync(pgData);
    let migrated = created ? await create(pgData, options) : [];
    const db = await LocalDatabase.open(pgData);
    if (!created) {
      migrated = await db.run(async (pg) => {
        await ensurePlatformParts(pg);
        return applyPendingMigrations(pg, await listMigrations(options.migrationDirs));
      });
    }
    return { db, created, migrated, release, lockTakenFrom: takenFrom };
  } catch (error) {
    await release();
    throw error;
  }
}
