import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type DumpKind, dumpDatabase } from "../backup/dump";
import { folderHolder } from "../folder-lock";
import { SERVICE_ROLE_KEY } from "../config";
import { openStore } from "../store";
import { parseCliArgs, UsageError } from "./args";
import { settingsOf } from "./settings";

/** The dump made by the server holding the folder, inside its process. */
async function viaServer(port: number, kind: DumpKind, holder: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(
      `http://127.0.0.1:${port}/backup/v1/dump${kind === "data-only" ? "?data_only=true" : ""}`,
      { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
    );
  } catch {
    throw new Error(
      `The data folder is held by process ${holder}, and no local-supabase answers on port ${port}: pass the port it serves on with --port.`,
    );
  }
  if (response.status === 404)
    throw new Error(
      `The local-supabase on port ${port} does not make dumps while it runs: stop it, then run db dump again.`,
    );
  if (!response.ok) throw new Error(`The server on port ${port} answered ${response.status}.`);
  return response.text();
}

/** The dump read from the folder's database while no server runs; the lock keeps one out. */
async function directly(dataDir: string, kind: DumpKind): Promise<string> {
  if (!existsSync(path.join(dataDir, "pgdata")))
    throw new Error(
      `There is no database in ${dataDir} to dump: run local-supabase start or reset first.`,
    );
  // No migration folders: a dump shows the database as it is, with nothing applied on the way.
  const store = await openStore({ dataDir, reset: false, migrationDirs: [], seedFiles: [] });
  try {
    return await store.db.run((pg) => dumpDatabase(pg, kind));
  } finally {
    await store.db.close();
    await store.release();
  }
}

async function dump(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const { options } = settingsOf(args);
  const kind: DumpKind = args.dataOnly ? "data-only" : "full";
  const holder = await folderHolder(args.dataDir);
  const sql =
    holder === undefined
      ? await directly(args.dataDir, kind)
      : await viaServer(options.port, kind, holder);
  if (args.file === undefined) {
    process.stdout.write(sql);
    return;
  }
  const file = path.resolve(args.file);
  await writeFile(file, sql);
  console.error(`Wrote a ${kind} dump of ${args.dataDir} to ${file}.`);
}

/**
 * `local-supabase db dump [--data-only] [-f FILE]`: a SQL dump psql loads into a Supabase
 * database, as `supabase db dump` writes one. Taken from the running server when one holds the
 * data folder, otherwise from the folder itself.
 */
export async function db(argv: readonly string[]): Promise<void> {
  const [what, ...rest] = argv;
  if (what !== "dump") throw new UsageError('db knows one command: "db dump"');
  await dump(rest);
}
