/**
 * Migrated and seeded databases built once and copied into each test's data folder, instead of
 * every test file running every migration again. A template is known by a hash of everything
 * that goes into it (the migration folders' and seed files' contents, this package's source,
 * PGlite's version), so a changed or added migration builds a new one; they are kept on disk
 * between runs and shared by the Jest workers of one run.
 */
import { execFile } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SUPABASE_DIR } from "./project";

export interface DatabaseRecipe {
  /** Folders of migrations, applied together in timestamp order. */
  migrationDirs: readonly string[];
  /** Run in order after the migrations; a missing one is skipped. */
  seedFiles: readonly string[];
}

/** The repository's own migrations and seed, without the tests' fixture tables. */
export const PROJECT_RECIPE: DatabaseRecipe = {
  migrationDirs: [path.join(SUPABASE_DIR, "migrations")],
  seedFiles: [path.join(SUPABASE_DIR, "seed.sql")],
};

const TSX_CLI = require.resolve("tsx/cli");
const BUILDER = path.join(__dirname, "build-database.ts");
const PACKAGE_DIR = path.resolve(__dirname, "../..");
const SOURCE_DIR = path.join(PACKAGE_DIR, "src");
/** Raised when what a template holds changes shape, so older ones on disk are not reused. */
const LAYOUT = "1";
const TEMPLATES = path.join(tmpdir(), `local-supabase-templates-${process.getuid?.() ?? 0}`);
/**
 * Templates unused for this long are removed when another is built: each is some 40 MB, and
 * every change to a migration makes a new one. A run touches the ones it uses as it goes.
 */
const KEEP_UNUSED_MS = 6 * 60 * 60 * 1000;
/** A lock file still empty after this long was left by a process that died while taking it. */
const EMPTY_LOCK_MS = 10_000;

/** The file's bytes, or undefined when it is gone: migrations come and go while tests run. */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR") return undefined;
    throw error;
  }
}

function hashFile(hash: Hash, label: string, file: string): void {
  const bytes = readIfPresent(file);
  hash.update(`${label}\0${file}\0${bytes === undefined ? "-" : bytes.length}\0`);
  if (bytes) hash.update(bytes);
}

/** Every file under the folder, sorted, leaving out the tests' own folders. */
function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "__tests__") found.push(...sourceFiles(full));
    } else if (entry.isFile()) {
      found.push(full);
    }
  }
  return found.sort();
}

function directoryFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(dir, entry.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function pgliteVersion(): string {
  for (let dir = PACKAGE_DIR; ; dir = path.dirname(dir)) {
    const manifest = readIfPresent(
      path.join(dir, "node_modules", "@electric-sql", "pglite", "package.json"),
    );
    if (manifest) return String((JSON.parse(manifest.toString()) as { version: unknown }).version);
    if (path.dirname(dir) === dir) throw new Error("@electric-sql/pglite is not installed");
  }
}

/** Changes whenever the database the recipe builds could. */
export function recipeKey(recipe: DatabaseRecipe): string {
  const hash = createHash("sha256");
  hash.update(`layout ${LAYOUT}\0pglite ${pgliteVersion()}\0`);
  hashFile(hash, "builder", BUILDER);
  for (const file of sourceFiles(SOURCE_DIR)) hashFile(hash, "source", file);
  for (const dir of recipe.migrationDirs) {
    hash.update(`migrations\0${dir}\0`);
    for (const file of directoryFiles(dir)) hashFile(hash, "migration", file);
  }
  for (const file of recipe.seedFiles) hashFile(hash, "seed", file);
  return hash.digest("hex").slice(0, 32);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One builder per template across the run's workers: the others wait for its result rather
 * than build the same database on the same few cores. A lock whose process died is taken over.
 */
function tryLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = Number(readIfPresent(lock)?.toString().trim() || "0");
  const stale = owner
    ? !isAlive(owner)
    : Date.now() - (statSafe(lock)?.mtimeMs ?? Date.now()) > EMPTY_LOCK_MS;
  if (stale) rmSync(lock, { force: true });
  return false;
}

function statSafe(file: string): { mtimeMs: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

function removeUnused(keep: string): void {
  const cutoff = Date.now() - KEEP_UNUSED_MS;
  for (const name of readdirSync(TEMPLATES)) {
    const full = path.join(TEMPLATES, name);
    if (full === keep || (statSafe(full)?.mtimeMs ?? Infinity) > cutoff) continue;
    rmSync(full, { recursive: true, force: true });
  }
}

async function build(into: string, recipe: DatabaseRecipe): Promise<void> {
  await promisify(execFile)(process.execPath, [
    TSX_CLI,
    BUILDER,
    into,
    ...recipe.migrationDirs.flatMap((dir) => ["--migrations", dir]),
    ...recipe.seedFiles.flatMap((file) => ["--seed", file]),
  ]);
}

/** The folder of a PGlite database built from the recipe; to be copied, never opened. */
export async function templateDatabase(recipe: DatabaseRecipe): Promise<string> {
  mkdirSync(TEMPLATES, { recursive: true });
  for (;;) {
    const key = recipeKey(recipe);
    const template = path.join(TEMPLATES, key);
    if (existsSync(template)) {
      const now = new Date();
      try {
        utimesSync(template, now, now);
        return template;
      } catch (error) {
        // Removed as unused by another run between the two calls: it is built again.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const lock = `${template}.lock`;
    if (!tryLock(lock)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const building = `${template}.building`;
    try {
      if (existsSync(template)) continue;
      rmSync(building, { recursive: true, force: true });
      await build(building, recipe);
      // A file that changed during the build may or may not be in it; it is built again then.
      if (recipeKey(recipe) !== key) continue;
      renameSync(path.join(building, "pgdata"), template);
      removeUnused(template);
    } finally {
      rmSync(building, { recursive: true, force: true });
      rmSync(lock, { force: true });
    }
  }
}

/**
 * Puts a copy of the recipe's database at `pgData`, as `local-supabase start` or
 * `LocalDatabase.open` expect it: the same as the server's own first start builds, closed
 * cleanly, and the test's alone to change.
 */
export async function copyTemplateDatabase(recipe: DatabaseRecipe, pgData: string): Promise<void> {
  await cp(await templateDatabase(recipe), pgData, {
    recursive: true,
    errorOnExist: true,
    force: false,
  });
}
