/**
 * Runs public.page_layout_problem on layouts, in its own process (PGlite cannot load inside
 * Jest's module system): `tsx database-layout-problems.ts LAYOUTS.json` prints a JSON object
 * with the answers in order, and the answer to SQL's null. The database is a fresh in-memory
 * one holding only what the function needs: the rich-text rules, the posts' kinds, and the
 * layout rules; the calls run as `anon`, so the grants are tried too.
 */
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Constants } from "@/lib/supabase/database.types";

const MIGRATIONS = path.join(__dirname, "../../../supabase/migrations");
const RICH_TEXT = path.join(MIGRATIONS, "20261201000000_rich_text.sql");
const PAGE_BLOCKS = path.join(MIGRATIONS, "20261202000000_page_blocks.sql");

async function main(layoutsFile: string): Promise<void> {
  const layouts = JSON.parse(readFileSync(layoutsFile, "utf8")) as unknown[];
  const db = new PGlite();
  const kinds = Constants.public.Enums.post_kind.map((kind) => `'${kind}'`).join(", ");
  await db.exec(
    "create schema private; create role anon; create role authenticated; create role service_role;" +
      `create type public.post_kind as enum (${kinds});`,
  );
  await db.exec(readFileSync(RICH_TEXT, "utf8"));
  await db.exec(readFileSync(PAGE_BLOCKS, "utf8"));
  await db.exec("set role anon");
  const answers: (string | null)[] = [];
  for (const layout of layouts) {
    const result = await db.query<{ problem: string | null }>(
      "select public.page_layout_problem($1::text::jsonb) as problem",
      [JSON.stringify(layout)],
    );
    answers.push(result.rows[0]?.problem ?? null);
  }
  const sqlNull = await db.query<{ problem: string | null }>(
    "select public.page_layout_problem(null) as problem",
  );
  await db.close();
  process.stdout.write(JSON.stringify({ answers, sqlNull: sqlNull.rows[0]?.problem ?? null }));
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
