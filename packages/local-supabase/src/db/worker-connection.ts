import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Reply, Request, WorkerSettings } from "./protocol";
import {
  type Connection,
  DatabaseError,
  type QueryResult,
  type Sql,
  type Statement,
  statementTimeout,
} from "./sql";

const WORKER_FILE = path.join(__dirname, "worker.ts");

type Message = Request extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface Pending {
  resolve: (result: QueryResult<unknown> | null) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * A connection to the database thread. A statement that runs past the time limit is answered
 * with Postgres' statement-timeout error and its thread is replaced by a fresh one on the same
 * data folder: Postgres' crash recovery drops the unfinished transaction, nothing committed is
 * lost, and the server's other work never waited on it.
 */
export class WorkerConnection implements Connection {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, () => void>();
  private closing = false;
  private timeoutMs: number | undefined;

  private constructor(private readonly settings: WorkerSettings) {}

  static async open(dataDir: string): Promise<WorkerConnection> {
    const connection = new WorkerConnection({ dataDir });
    connection.start();
    await connection.ready;
    return connection;
  }

  /** From now on every statement must finish within `ms` milliseconds. */
  limitStatements(ms: number | undefined): void {
    this.timeoutMs = ms && ms > 0 ? ms : undefined;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.send({ kind: "query", sql, params });
    return result as QueryResult<T>;
  }

  async exec(sql: string): Promise<void> {
    await this.send({ kind: "exec", sql });
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>, prelude?: Statement): Promise<T> {
    // The prelude follows "begin" without waiting for its answer, saving a round trip to the
    // thread, which runs them in order. Should "begin" fail, the prelude's settings are local to
    // no transaction and vanish, and fn never runs.
    const opening = await Promise.allSettled([
      this.exec("begin"),
      ...(prelude ? [this.query(prelude.sql, prelude.params)] : []),
    ]);
    const failed = opening.find((outcome) => outcome.status === "rejected");
    if (failed) {
      await this.exec("rollback").catch(() => undefined);
      throw failed.reason;
    }
    try {
      const result = await fn(this);
      await this.exec("commit");
      return result;
    } catch (error) {
      await this.exec("rollback").catch(() => undefined);
      throw error;
    }
  }

  async listen(channel: string, onNotify: () => void): Promise<void> {
    this.channels.set(channel, onNotify);
    await this.send({ kind: "listen", channel });
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      await this.send({ kind: "close" });
    } finally {
      await this.worker.terminate();
    }
  }

  private start(): void {
    this.ready = this.boot();
    // A failed start is reported to whoever sends next; it must not also be unhandled.
    this.ready.catch(() => undefined);
  }

  private boot(): Promise<void> {
    const worker = new Worker(WORKER_FILE, { workerData: this.settings });
    this.worker = worker;
    return new Promise((resolve, reject) => {
      worker.on("message", (reply: Reply) => {
        if (reply.kind === "ready") resolve();
        else if (reply.kind === "failed") reject(new DatabaseError(reply.error));
        else this.receive(reply);
      });
      worker.once("error", (error) => {
        reject(error);
        this.lost(worker, error);
      });
      worker.once("exit", (code) => {
        const error = new Error(`the database thread exited with code ${code}`);
        reject(error);
        this.lost(worker, error);
      });
    });
  }

  private async send(message: Message): Promise<QueryResult<unknown> | null> {
    await this.ready;
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const entry: Pending = { resolve, reject };
      if (this.timeoutMs !== undefined && message.kind !== "close") {
        entry.timer = setTimeout(() => this.timedOut(worker, id), this.timeoutMs);
      }
      this.pending.set(id, entry);
      worker.postMessage({ ...message, id } as Request);
    });
  }

  private receive(reply: Reply): void {
    if (reply.kind === "notify") {
      this.channels.get(reply.channel)?.();
      return;
    }
    if (reply.kind !== "done" && reply.kind !== "error") return;
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    this.pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (reply.kind === "done") entry.resolve(reply.result);
    else entry.reject(new DatabaseError(reply.error));
  }

  private timedOut(worker: Worker, id: number): void {
    if (worker !== this.worker) return;
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    entry.reject(statementTimeout());
    this.replace(worker, new DatabaseError({ code: "57P01", message: "terminating connection" }));
  }

  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker || this.closing) return;
    console.error("[local-supabase] the database thread stopped; restarting it", error);
    this.replace(worker, new DatabaseError({ code: "57P01", message: error.message }));
  }

  /** Fails whatever else was waiting on the old thread and starts a new one in its place. */
  private replace(worker: Worker, reason: DatabaseError): void {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(reason);
      this.pending.delete(id);
    }
    worker.removeAllListeners();
    // The old thread may be deep inside a statement, so it is ended rather than asked; the
    // new one opens the folder only once the old one is gone (two instances would corrupt it).
    this.ready = worker
      .terminate()
      .then(() => this.boot())
      .then(async () => {
        for (const channel of this.channels.keys()) await this.relisten(channel);
      });
    this.ready.catch(() => undefined);
  }

  private relisten(channel: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve: () => resolve(), reject });
      this.worker.postMessage({ kind: "listen", channel, id } satisfies Request);
    });
  }
}
