/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { LocalDatabase } from "../db";
import { byFile, loadRlsTests } from "./sql-tests";

const TSX_CLI = require.resolve("tsx/cli");

let dataDir: string;
let db: LocalDatabase;

/** Runs a test's SQL in a transaction that is always rolled back; a failed assertion throws. */
function runRolledBack(sql: string): Promise<void> {
  return db.run(async (pg) => {
    await pg.exec("begin");
    try {
      await pg.exec(sql);
    } finally {
      await pg.exec("rollback");
    }
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-rls-"));
  // The database thread LocalDatabase starts runs outside Jest's module system, so PGlite loads.
  await promisify(execFile)(process.execPath, [
    TSX_CLI,
    path.join(__dirname, "build-database.ts"),
    dataDir,
  ]);
  db = await LocalDatabase.open(path.join(dataDir, "pgdata"));
}, 60_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(byFile(loadRlsTests()))("%s on PGlite", (_file, tests) => {
  it.each(tests.map((test) => [test.name, test.sql]))("%s", (_name, sql) => runRolledBack(sql));
});

it("fails a test whose assertion does not hold", async () => {
  const [first] = loadRlsTests();
  await expect(
    runRolledBack(`${first!.sql}\nselect rls_test.expect(false, 'a deliberate failure');`),
  ).rejects.toThrow("expected: a deliberate failure");
});
