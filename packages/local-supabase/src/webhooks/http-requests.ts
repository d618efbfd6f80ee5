import type { LocalDatabase } from "../db";

/** The channel `net.http_post` notifies; the notification arrives only once its transaction commits. */
export const QUEUE_CHANNEL = "net_http_request_queue";

/** How long pg_net keeps responses (its `pg_net.ttl` default). */
const RESPONSE_TTL = "6 hours";
/** Longest response body recorded, like a log line rather than a copy. */
const MAX_CONTENT_CHARS = 10_000;

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Outcome {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

/**
 * pg_net's background worker: sends what `net.http_post` queued, once committed, and records
 * each response in `net._http_response`. Requests are sent outside the database queue, so a
 * slow or unreachable receiver never holds up the server's other work, and a failure is logged,
 * never thrown. A request leaves the queue only when it has been answered or has failed, so
 * what is still queued when the server stops is sent at the next start.
 */
export class HttpRequestSender {
  private busy = false;
  private again = false;
  /** Highest id picked up. PGlite runs one transaction at a time, so ids commit in order. */
  private picked = 0;
  private readonly aborts = new AbortController();

  constructor(private readonly db: LocalDatabase) {}

  /** Sends whatever is queued and not yet on its way; calls made meanwhile coalesce. */
  schedule(): void {
    if (this.aborts.signal.aborted) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.pickUp()
      .catch((error: unknown) => console.error("[local-supabase] pg_net: queue read failed", error))
      .finally(() => {
        this.busy = false;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  /** Abandons requests on their way; they stay queued for the next start. */
  close(): void {
    this.aborts.abort();
  }

  private async pickUp(): Promise<void> {
    const { rows } = await this.db.run((pg) =>
      pg.query<QueuedRequest>(
        `select id, method, url, headers, body, timeout_milliseconds
         from net.http_request_queue where id > $1 order by id`,
        [this.picked],
      ),
    );
    for (const row of rows) {
      const id = Number(row.id);
      this.picked = Math.max(this.picked, id);
      this.send(row)
        .then((outcome) => this.record(id, outcome))
        .catch((error: unknown) => {
          if (!this.aborts.signal.aborted)
            console.error("[local-supabase] pg_net: could not record a response", error);
        });
    }
  }

  private async send(request: QueuedRequest): Promise<Outcome> {
    const timeout = AbortSignal.timeout(Math.max(1, request.timeout_milliseconds));
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers ?? {},
        body: request.body && request.method !== "GET" ? Buffer.from(request.body) : undefined,
        signal: AbortSignal.any([timeout, this.aborts.signal]),
      });
      const content = (await response.text()).slice(0, MAX_CONTENT_CHARS);
      if (!response.ok) {
        console.warn(
          `[local-supabase] pg_net: ${request.method} ${request.url} answered ${response.status}`,
        );
      }
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        headers: Object.fromEntries(response.headers),
        content,
        timedOut: false,
        error: null,
      };
    } catch (error) {
      if (this.aborts.signal.aborted) throw error;
      const timedOut = timeout.aborted;
      const reason = timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : describe(error);
      console.warn(`[local-supabase] pg_net: ${request.method} ${request.url} failed: ${reason}`);
      return {
        status: null,
        contentType: null,
        headers: null,
        content: null,
        timedOut,
        error: reason,
      };
    }
  }

  private record(id: number, outcome: Outcome): Promise<void> {
    return this.db.run((pg) =>
      pg.transaction(async (tx) => {
        await tx.query(`delete from net.http_request_queue where id = $1`, [id]);
        await tx.query(
          `insert into net._http_response
             (id, status_code, content_type, headers, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            outcome.status,
            outcome.contentType,
            outcome.headers === null ? null : JSON.stringify(outcome.headers),
            outcome.content,
            outcome.timedOut,
            outcome.error,
          ],
        );
        await tx.query(
          `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`,
        );
      }),
    );
  }
}

/** fetch hides the socket error (ECONNREFUSED, ENOTFOUND) in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
}
