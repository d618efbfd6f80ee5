import type { Caller } from "../caller";
import type { Connection, Sql } from "./sql";
import { WorkerConnection } from "./worker-connection";

export type { Connection, PgErrorLike, Sql } from "./sql";
export { DatabaseError, isPgError } from "./sql";

/** Per-request settings PostgREST exposes to SQL through current_setting(). */
export interface RequestSettings {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * PGlite is a single connection, so every piece of database work goes through
 * one queue: a job sees a quiet database, and concurrent requests cannot
 * interleave inside each other's transactions.
 */
export class LocalDatabase {
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(private readonly connection: WorkerConnection) {}

  static async open(pgDataDir: string): Promise<LocalDatabase> {
    return new LocalDatabase(await WorkerConnection.open(pgDataDir));
  }

  run<T>(job: (pg: Connection) => Promise<T>): Promise<T> {
    const result = this.tail.then(() => job(this.connection));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Calls `onNotify` whenever a committed transaction has sent `pg_notify(channel, …)`. */
  listen(channel: string, onNotify: () => void): Promise<void> {
    return this.run(() => this.connection.listen(channel, onNotify));
  }

  /** Statements running longer than this fail with Postgres' statement-timeout error. */
  limitStatements(ms: number | undefined): void {
    this.connection.limitStatements(ms);
  }

  async close(): Promise<void> {
    await this.tail;
    await this.connection.close();
  }
}

/**
 * Runs `fn` in a transaction switched to the caller's role and claims, the way
 * PostgREST does, so row-level security decides what the statement sees. Call
 * it from inside a queued job.
 */
export function transactionAs<T>(
  pg: Connection,
  caller: Caller,
  request: RequestSettings,
  searchPath: readonly string[],
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  return pg.transaction(fn, {
    sql: `select set_config('search_path', $6, true),
                 set_config('role', $1, true),
                 set_config('request.jwt.claims', $2, true),
                 set_config('request.method', $3, true),
                 set_config('request.path', $4, true),
                 set_config('request.headers', $5, true)`,
    params: [
      caller.role,
      JSON.stringify(caller.claims),
      request.method,
      request.path,
      JSON.stringify(request.headers),
      searchPath.map((schema) => `"${schema}"`).join(", "),
    ],
  });
}
