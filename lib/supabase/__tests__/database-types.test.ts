/**
 * @jest-environment node
 *
 * database.types.ts is generated from the migrations (`npm run supabase:types`); this fails when
 * a migration changed the schema and the file was not generated again.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TYPES_FILE = "lib/supabase/database.types.ts";

/** Runs a Node script from node_modules in the project folder, feeding it `input`, for its stdout. */
function run(script: string, args: string[], input = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules", script), ...args], {
      cwd: ROOT,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${script} exited ${code}: ${stderr}`)),
    );
    child.stdin.end(input);
  });
}

it("matches what local-supabase gen types writes for the migrations", async () => {
  const generated = await run("local-supabase/bin/local-supabase.mjs", [
    "gen",
    "types",
    "--schema",
    "public",
  ]);
  const formatted = await run(
    "prettier/bin/prettier.cjs",
    ["--stdin-filepath", TYPES_FILE],
    generated,
  );
  expect(readFileSync(path.join(ROOT, TYPES_FILE), "utf8")).toBe(formatted);
}, 120_000);
