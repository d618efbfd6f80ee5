import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SUPABASE_DIR } from "./project";

const RLS_DIR = path.join(SUPABASE_DIR, "rls");
const ASSERTIONS = path.join(RLS_DIR, "assertions.sql");
const TEST_MARKER = /^-- test: (.+)$/gm;

export interface SqlTest {
  file: string;
  name: string;
  /** The assertions' setup followed by the test; to be run inside a transaction that rolls back. */
  sql: string;
}

/**
 * The RLS tests in supabase/rls/*.test.sql. A file holds several tests, each starting at a
 * `-- test: <name>` line; the runner gives each its own transaction and rolls it back, so they
 * share nothing but the migrated and seeded database.
 */
export function loadRlsTests(): SqlTest[] {
  const assertions = readFileSync(ASSERTIONS, "utf8");
  const tests: SqlTest[] = [];
  for (const file of readdirSync(RLS_DIR)
    .filter((name) => name.endsWith(".test.sql"))
    .sort()) {
    const text = readFileSync(path.join(RLS_DIR, file), "utf8");
    const markers = [...text.matchAll(TEST_MARKER)];
    markers.forEach((marker, i) => {
      const end = markers[i + 1]?.index ?? text.length;
      tests.push({
        file,
        name: marker[1]!,
        sql: `${assertions}\n${text.slice(marker.index, end)}`,
      });
    });
  }
  return tests;
}

/** Tests grouped by file, for one `describe` per file. */
export function byFile(tests: readonly SqlTest[]): [string, SqlTest[]][] {
  const groups = new Map<string, SqlTest[]>();
  for (const test of tests) groups.set(test.file, [...(groups.get(test.file) ?? []), test]);
  return [...groups];
}
