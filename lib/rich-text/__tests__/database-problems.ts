/**
 * Runs public.rich_text_problem on bodies, in its own process (PGlite cannot load inside Jest's
 * module system): `tsx database-problems.ts BODIES.json` prints a JSON list of the answers. The
 * database is a fresh in-memory one holding only what the function needs.
 */
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import path from "node:path";

const MIGRATION = path.join(__dirname, "../../../supabase/migrations/20261201000000_rich_text.sql");

async function main(bodiesFile: string): Promise<void> {
  const bodies = JSON.parse(readFileSync(bodiesFile, "utf8")) as unknown[];
  const db = new PGlite();
  await db.exec(
    "create schema private; create role anon; create role authenticated; create role service_role;",
  );
  await db.exec(readFileSync(MIGRATION, "utf8"));
  const answers: (string | null)[] = [];
  for (const body of bodies) {
    const result = await db.query<{ problem: string | null }>(
      "select public.rich_text_problem($1::text::jsonb) as problem",
      [JSON.stringify(body)],
    );
    answers.push(result.rows[0]?.problem ?? null);
  }
  await db.close();
  process.stdout.write(JSON.stringify(answers));
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
