import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Caller } from "./caller";

export type { Transaction };

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

  private constructor(readonly pg: PGlite) {}

  static async open(pgDataDir: string): Promise<LocalDatabase> {
    return new LocalDatabase(await PGlite.create(pgDataDir));
  }

  run<T>(job: (pg: PGlite) => Promise<T>): Promise<T> {
    const result = this.tail.then(() => job(this.pg));
    this.tail = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    await this.tail;
    if (!this.pg.closed) await this.pg.close();
  }
}

/**
 * Runs `fn` in a transaction switched to the caller's role and claims, the way
 * PostgREST does, so row-level security decides what the statement sees. Call
 * it from inside a queued job.
 */
export function transactionAs<T>(
  pg: PGlite,
  caller: Caller,
  request: RequestSettings,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return pg.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        caller.role,
        JSON.stringify(caller.claims),
        request.method,
        request.path,
        JSON.stringify(request.headers),
      ],
    );
    return fn(tx);
  });
}
