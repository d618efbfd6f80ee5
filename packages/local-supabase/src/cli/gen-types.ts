import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openStore } from "../store";
import { introspect } from "../typegen/introspect";
import { renderTypes } from "../typegen/typescript";
import { parseCliArgs, UsageError } from "./args";
import { settingsOf } from "./settings";

/**
 * `local-supabase gen types [typescript] [--schema NAME]…`: prints the project's database types
 * as `supabase gen types typescript --local` does, for `[api] schemas` unless told otherwise.
 * They describe the migrations, built into a throw-away database, so they never depend on
 * what a local data folder happens to hold.
 */
export async function genTypes(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const [what, language = "typescript"] = args.positional;
  if (what !== "types") throw new UsageError('gen knows one thing to generate: "gen types"');
  if (language !== "typescript")
    throw new UsageError(`gen types writes TypeScript only, not "${language}"`);
  const { options } = settingsOf(args);
  const schemas =
    args.typeSchemas.length > 0 ? args.typeSchemas : (options.apiSchemas ?? ["public"]);
  const dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-types-"));
  try {
    const store = await openStore({
      dataDir,
      reset: true,
      migrationDirs: [path.join(options.supabaseDir, "migrations")],
      seedFiles: [],
    });
    try {
      const model = await store.db.run((pg) => introspect(pg, schemas));
      process.stdout.write(renderTypes(model, schemas[0]));
    } finally {
      await store.db.close();
      await store.release();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
