/**
 * @jest-environment node
 *
 * The project's migrations, seed and RLS tests against a real PostgreSQL, proving the SQL is not
 * PGlite-only. Needs PostgreSQL installed (Debian/Ubuntu: apt-get install postgresql; .ci/run does
 * it); SKIP_REAL_POSTGRES=1 skips it.
 */
import path from "node:path";
import { HOSTED_PLATFORM_SQL } from "../bootstrap";
import { listMigrations } from "../migrate";
import { SUPABASE_DIR } from "./project";
import { type Cluster, findPostgresBin, startCluster } from "./real-postgres";
import { byFile, loadRlsTests } from "./sql-tests";

const bin = findPostgresBin();

if (process.env.SKIP_REAL_POSTGRES === "1") {
  it.skip("runs against a real PostgreSQL (skipped: SKIP_REAL_POSTGRES=1)", () => undefined);
} else if (!bin) {
  it("finds PostgreSQL", () => {
    throw new Error(
      "PostgreSQL is not installed, and the migrations and RLS tests must also pass on it. " +
        "Install it (Debian/Ubuntu: apt-get install postgresql; `.ci/run` does so), " +
        "or set SKIP_REAL_POSTGRES=1 to skip this file.",
    );
  });
} else {
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    cluster = await startCluster(bin);
    for (const part of HOSTED_PLATFORM_SQL) await cluster.run(`begin;\n${part}\ncommit;`);
    for (const migration of await listMigrations([path.join(SUPABASE_DIR, "migrations")])) {
      await cluster.runFile(migration.file);
    }
    await cluster.runFile(path.join(SUPABASE_DIR, "seed.sql"));
  }, 60_000);

  afterAll(async () => {
    await cluster?.destroy();
  });

  const rolledBack = (sql: string): Promise<void> => cluster!.run(`begin;\n${sql}\nrollback;`);

  describe.each(byFile(loadRlsTests()))("%s on PostgreSQL", (_file, tests) => {
    it.each(tests.map((test) => [test.name, test.sql]))("%s", (_name, sql) => rolledBack(sql));
  });

  it("fails a test whose assertion does not hold", async () => {
    const [first] = loadRlsTests();
    await expect(
      rolledBack(`${first!.sql}\nselect rls_test.expect(false, 'a deliberate failure');`),
    ).rejects.toThrow("expected: a deliberate failure");
  });
}
