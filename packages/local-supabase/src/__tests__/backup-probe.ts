/**
 * Opens a data folder as `start` would and prints, as one JSON line, what the backup tests
 * compare: the migrations it still had to apply, each checked table's checksum and the SHA-256
 * of every object's bytes (null when they are missing). With --serve it then holds the folder
 * and answers `db dump` on a free port, as a running server does, until SIGTERM:
 * `tsx backup-probe.ts DIR [--serve]`. It runs in its own process because PGlite cannot load
 * inside Jest's module system.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { BACKUP_ROUTE, handleBackup } from "../backup/route";
import { openStore } from "../store";
import { SUPABASE_DIR } from "./project";
import {
  CHECKED_TABLES_SQL,
  CHECKSUM_SESSION_SQL,
  type CheckedTable,
  type Checksum,
  checksumQuery,
} from "./table-checksums";

async function main(argv: readonly string[]): Promise<void> {
  const [dataDir, mode] = argv;
  if (!dataDir) throw new Error("usage: backup-probe.ts DIR [--serve]");
  const store = await openStore({
    dataDir,
    reset: false,
    migrationDirs: [path.join(SUPABASE_DIR, "migrations")],
    seedFiles: [],
  });
  const report = await store.db.run(async (pg) => {
    await pg.exec(CHECKSUM_SESSION_SQL);
    const checksums: Checksum[] = [];
    const { rows: tables } = await pg.query<CheckedTable>(CHECKED_TABLES_SQL);
    for (const table of tables) {
      const { rows } = await pg.query<{ sum: string }>(`select (${checksumQuery(table)}) as sum`);
      checksums.push({ ...table, sum: rows[0]!.sum });
    }
    const { rows: objects } = await pg.query<{ key: string; version: string | null }>(
      "select bucket_id || '/' || name as key, version from storage.objects order by 1",
    );
    const blobs: Record<string, string | null> = {};
    for (const object of objects) {
      const bytes = object.version
        ? await readFile(path.join(dataDir, "storage", object.version)).catch(() => null)
        : null;
      blobs[object.key] = bytes && createHash("sha256").update(bytes).digest("hex");
    }
    return { migrated: store.migrated, checksums, blobs };
  });
  if (mode !== "--serve") {
    console.log(JSON.stringify(report));
    await store.db.close();
    await store.release();
    return;
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const match = BACKUP_ROUTE.exec(url.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    handleBackup(store.db, req, res, url, match[1] ?? "").catch(() => res.destroy());
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    console.log(JSON.stringify({ ...report, port }));
  });
  process.once("SIGTERM", () => {
    server.close();
    void store.db
      .close()
      .then(() => store.release())
      .then(() => process.exit(0));
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
