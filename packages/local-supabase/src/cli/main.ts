/**
 * The `local-supabase` command: `start`, `reset`, `create-user`, `delete-user`, `gen types`,
 * `db dump`, `restore` or `storage export|import`, each with the flags the package's README lists.
 */
import { ConfigError } from "../project-config";
import { UsageError } from "./args";
import { createUser } from "./create-user";
import { db } from "./db";
import { deleteUser } from "./delete-user";
import { genTypes } from "./gen-types";
import { reset } from "./reset";
import { restore } from "./restore";
import { start } from "./start";
import { storage } from "./storage";

const COMMANDS: Record<string, (argv: readonly string[]) => Promise<void>> = {
  start,
  reset,
  "create-user": createUser,
  "delete-user": deleteUser,
  gen: genTypes,
  db,
  restore,
  storage,
};

const USAGE = `Usage: local-supabase <command> [flags]

  start         serve the project's supabase/ folder (migrations, seed) until stopped
  reset         wipe the data folder and rebuild it from migrations and seed
  create-user   <email> <password> [--app-metadata key=value]…: a confirmed account
  delete-user   <email>…: removes the accounts, with their sessions and sign-in methods
  gen types     [--schema NAME]…: the database's TypeScript types, as supabase gen types
  db dump       [--data-only] [-f FILE]: a SQL dump psql loads into a Supabase database
  restore       <file>: rebuild the data folder's database from a db dump file
  storage       export <dir> | import <dir>: copy every bucket's objects to a folder, or back

Common flags: --workdir DIR, --data-dir DIR, --port N. See the package's README for the rest.`;

async function main(argv: readonly string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    console.log(USAGE);
    return;
  }
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}"`);
  await command(rest);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    console.error(`[local-supabase] ${error.message}`);
    process.exit(2);
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message =
    code === "EADDRINUSE"
      ? "the port is already in use (is the local Supabase already running? Pass --port or set LOCAL_SUPABASE_PORT)"
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`[local-supabase] ${message}`);
  process.exit(1);
});
