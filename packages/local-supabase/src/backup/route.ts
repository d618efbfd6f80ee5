import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveCaller } from "../caller";
import type { LocalDatabase } from "../db";
import { sendJson } from "../http";
import { dumpDatabase } from "./dump";

/** Where a running server answers `db dump`, which cannot open the folder the server holds. */
export const BACKUP_ROUTE = /^\/backup\/v1\/(.*)$/;

/**
 * `GET /backup/v1/dump[?data_only=true]`: a dump taken as one queued job of the server's own
 * database, so it is one moment's state while requests go on around it. The service role only:
 * a dump holds every account's password hash. Reading a large table may take longer than the
 * server lets a request's statement run, so the limit is lifted for the job and then put back
 * to `statementTimeoutMs`.
 */
export async function handleBackup(
  db: LocalDatabase,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: string,
  statementTimeoutMs?: number,
): Promise<void> {
  const resolved = resolveCaller(req.headers, { requireApiKey: true });
  if (!resolved.ok || resolved.caller.role !== "service_role") {
    sendJson(res, 401, { message: "A dump needs the service role key" });
    return;
  }
  if (route !== "dump" || (req.method !== "GET" && req.method !== "HEAD")) {
    sendJson(res, 404, { message: "no Route matched with those values" });
    return;
  }
  const kind = url.searchParams.get("data_only") === "true" ? "data-only" : "full";
  const sql = await db.run(async (pg) => {
    db.limitStatements(undefined);
    try {
      return await dumpDatabase(pg, kind);
    } finally {
      db.limitStatements(statementTimeoutMs);
    }
  });
  res.writeHead(200, {
    "Content-Type": "application/sql; charset=utf-8",
    "Content-Length": Buffer.byteLength(sql),
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : sql);
}
