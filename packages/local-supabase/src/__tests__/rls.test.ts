/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Caller } from "../caller";
import { LocalDatabase, type Sql, transactionAs } from "../db";
import { byFile, loadRlsTests } from "./sql-tests";
import { copyTemplateDatabase, PROJECT_RECIPE } from "./template-database";

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
  await copyTemplateDatabase(PROJECT_RECIPE, path.join(dataDir, "pgdata"));
  // The database thread LocalDatabase starts runs outside Jest's module system, so PGlite loads.
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

describe("a request's transaction, as PostgREST opens it", () => {
  const request = { method: "GET", path: "/rest/v1/website_content", headers: {} };
  const as = (role: string): Caller => ({ role, claims: { role }, token: "" }) as unknown as Caller;
  const whoAmI = (tx: Sql) =>
    tx.query("select current_user as role, current_setting('request.jwt.claims') as claims");

  it("runs its statements as the caller, with the caller's claims, and only inside it", async () => {
    const inside = await db.run((pg) =>
      transactionAs(pg, as("anon"), request, ["public"], (tx) => whoAmI(tx)),
    );
    expect(inside.rows).toEqual([{ role: "anon", claims: JSON.stringify({ role: "anon" }) }]);
    const after = await db.run((pg) => pg.query("select current_user as role"));
    expect(after.rows).toEqual([{ role: "postgres" }]);
  });

  it("never runs the request when switching to the caller fails, and leaves no transaction open", async () => {
    const statements = jest.fn(whoAmI);
    await expect(
      db.run((pg) => transactionAs(pg, as("no_such_role"), request, ["public"], statements)),
    ).rejects.toMatchObject({ code: "22023" });
    expect(statements).not.toHaveBeenCalled();
    const after = await db.run((pg) => pg.query("select current_user as role"));
    expect(after.rows).toEqual([{ role: "postgres" }]);
    // Outside a transaction block Postgres refuses a savepoint.
    await expect(db.run((pg) => pg.exec("savepoint probe"))).rejects.toMatchObject({
      code: "25P01",
    });
  });
});
