import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Connection } from "./db";

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

/** Migration files from every folder, ordered by their timestamp prefix like the Supabase CLI. */
export async function listMigrations(dirs: readonly string[]): Promise<MigrationFile[]> {
  const found: MigrationFile[] = [];
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = await readdir(dir);
    } catch {
      continue;
    }
    for (const entry of entries) {
      const match = MIGRATION_NAME.exec(entry);
      if (match) found.push({ version: match[1]!, name: match[2]!, file: path.join(dir, entry) });
    }
  }
  return found.sort((a, b) => a.version.localeCompare(b.version));
}

/** Applies each unapplied migration in its own transaction, recording it as the CLI does. */
export async function applyPendingMigrations(
  pg: Connection,
  migrations: readonly MigrationFile[],
): Promise<string[]> {
  const { rows } = await pg.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations`,
  );
  const applied = new Set(rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.file, "utf8");
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, array[$2], $3)`,
          [migration.version, sql, migration.name],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${reason}`);
    }
    newlyApplied.push(`${migration.version}_${migration.name}`);
  }
  return newlyApplied;
}

export async function applySeed(pg: Connection, seedFile: string): Promise<void> {
  let sql: string;
  try {
    sql = await readFile(seedFile, "utf8");
  } catch {
    return;
  }
  try {
    await pg.transaction((tx) => tx.exec(sql));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Seed ${path.basename(seedFile)} failed: ${reason}`);
  }
}
