/**
 * The database thread: PGlite runs Postgres synchronously inside WebAssembly, so a slow
 * statement would stall every socket of the server. Here it stalls only this thread, which
 * the server can end when a statement outlives its time limit.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Reply, Request, WorkerSettings } from "./protocol";
import type { PgErrorFields } from "./sql";

const port = parentPort;
if (!port) throw new Error("the database worker must run in a worker thread");

function post(reply: Reply): void {
  port!.postMessage(reply);
}

function errorFields(error: unknown): PgErrorFields {
  if (typeof error === "object" && error !== null) {
    const { message, code, detail, hint } = error as Record<string, unknown>;
    return {
      message: typeof message === "string" ? message : String(error),
      code: typeof code === "string" ? code : undefined,
      detail: typeof detail === "string" ? detail : undefined,
      hint: typeof hint === "string" ? hint : undefined,
    };
  }
  return { message: String(error) };
}

async function serve(pg: PGlite, request: Request): Promise<void> {
  try {
    switch (request.kind) {
      case "query": {
        const { rows, affectedRows } = await pg.query(request.sql, request.params);
        post({ kind: "done", id: request.id, result: { rows, affectedRows } });
        return;
      }
      case "exec":
        await pg.exec(request.sql);
        post({ kind: "done", id: request.id, result: null });
        return;
      case "listen":
        await pg.listen(request.channel, () => post({ kind: "notify", channel: request.channel }));
        post({ kind: "done", id: request.id, result: null });
        return;
      case "close":
        await pg.close();
        post({ kind: "done", id: request.id, result: null });
        return;
    }
  } catch (error) {
    post({ kind: "error", id: request.id, error: errorFields(error) });
  }
}

const { dataDir } = workerData as WorkerSettings;
// The code of the extensions a database may create: pgcrypto, which hosted projects have
// (bootstrap's PGCRYPTO_SQL), and pg_trgm and unaccent, which the site search's migration
// creates. A database that has created one cannot use it without its code loaded. This file
// runs as Node strips its types, so it imports only packages and types.
PGlite.create(dataDir, { extensions: { pgcrypto, pg_trgm, unaccent } })
  .then(async (pg) => {
    // Supabase's Postgres loads pg_stat_statements, which computes every query's id (a verbose
    // EXPLAIN shows it); the setting is a superuser's, so it is set here, for the session.
    await pg.exec("set compute_query_id = on");
    return pg;
  })
  .then(
    (pg) => {
      // The server sends one request at a time, so replies keep their order.
      let tail = Promise.resolve();
      port.on("message", (request: Request) => {
        tail = tail.then(() => serve(pg, request));
      });
      post({ kind: "ready" });
    },
    (error: unknown) => post({ kind: "failed", error: errorFields(error) }),
  );
