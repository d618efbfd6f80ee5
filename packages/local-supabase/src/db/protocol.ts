import type { PgErrorFields, QueryResult } from "./sql";

/** Messages between the server and the thread that owns the database. */
export type Request =
  | { id: number; kind: "query"; sql: string; params: unknown[] }
  | { id: number; kind: "exec"; sql: string }
  | { id: number; kind: "listen"; channel: string }
  | { id: number; kind: "close" };

export type Reply =
  | { kind: "ready" }
  | { kind: "failed"; error: PgErrorFields }
  | { kind: "notify"; channel: string }
  | { kind: "done"; id: number; result: QueryResult<unknown> | null }
  | { kind: "error"; id: number; error: PgErrorFields };

export interface WorkerSettings {
  dataDir: string;
}
