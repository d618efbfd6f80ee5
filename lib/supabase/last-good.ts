/** The answer to one read as it came, kept to stand in for it while the backend is down. */
interface Copy {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

export interface LastGoodOptions {
  /** At most this many reads are kept; the least recently used goes first. */
  maxCopies: number;
  /** At most this many characters of answers in all; an answer longer than this is not kept. */
  maxChars: number;
  /** Told of every read the backend failed, answered from a copy or not; the read waits for it. */
  onFallback: () => Promise<void> | void;
  warn: (message: string) => void;
  now?: () => number;
}

/**
 * An outage of a table is over once its reads have succeeded for this long after its last
 * failure: a backend coming back answers some reads and times out on others for a while, which
 * is still the one outage, to be warned about once.
 */
export const OUTAGE_QUIET_MS = 30_000;

/** What makes two reads the same: PostgREST says what it answers with these as much as the URL. */
const KEYED_HEADERS = ["accept", "accept-profile", "prefer", "range"];

/** The copy answers without these: its body is already decoded and its length is its own. */
const DROPPED_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding"]);

/** Whether an answer says the backend failed rather than answering (a 4xx is an answer). */
const failed = (response: Response) => response.status >= 500;

/** Statuses a Response may not carry a body with. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A read's outcome: a copy to keep, an answer to pass on as it is, or a failure. */
type Outcome =
  { copy: Copy } | { answered: Response } | { reason: string; otherwise: () => Response };

async function attempt(
  read: typeof fetch,
  input: Parameters<typeof fetch>[0],
  init: Parameters<typeof fetch>[1],
): Promise<Outcome> {
  try {
    const response = await read(input, init);
    if (failed(response)) {
      const reason = `${response.status} ${response.statusText}`.trim();
      return { reason, otherwise: () => response };
    }
    if (!response.ok) return { answered: response };
    return {
      copy: {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
        // Read whole here: a connection cut in the middle of the body is a failed read too.
        body: await response.text(),
      },
    };
  } catch (error) {
    return {
      reason: reasonOf(error),
      otherwise: () => {
        throw error;
      },
    };
  }
}

/**
 * Node's fetch says "fetch failed" and keeps what failed (ECONNREFUSED, …) in its cause. Read by
 * shape: an error from another realm (a test's) is no `instanceof Error` here.
 */
function reasonOf(error: unknown): string {
  const { message, cause } = (error ?? {}) as {
    message?: string;
    cause?: { code?: string; message?: string };
  };
  const reason = [message, cause?.code ?? cause?.message].filter(Boolean).join(": ");
  return reason || "no response";
}

const answer = (copy: Copy) => new Response(NULL_BODY.has(copy.status) ? null : copy.body, copy);

/**
 * `read` (a fetch), but a read the backend fails (no connection, a timeout, a 5xx) is answered
 * with the last successful answer to the same read, and only without one fails as before. So a
 * page rendered during an outage shows what it showed last rather than an error page or the
 * defaults. Each table warns once per outage, when its first read fails (OUTAGE_QUIET_MS).
 */
export function withLastGood(read: typeof fetch, options: LastGoodOptions): typeof fetch {
  const copies = new Map<string, Copy>();
  let chars = 0;
  const now = options.now ?? Date.now;
  /** The tables in an outage, with when a read of each last failed. */
  const down = new Map<string, number>();

  const forget = (key: string) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    chars -= copy.body.length;
  };

  const keep = (key: string, copy: Copy) => {
    forget(key);
    if (copy.body.length > options.maxChars) return;
    copies.set(key, copy);
    chars += copy.body.length;
    for (const oldest of copies.keys()) {
      if (copies.size <= options.maxCopies && chars <= options.maxChars) break;
      forget(oldest);
    }
  };

  const fallBack = async (
    key: string,
    table: string,
    reason: string,
    otherwise: () => Response,
  ): Promise<Response> => {
    await options.onFallback();
    const known = down.has(table);
    down.set(table, now());
    if (!known) {
      options.warn(
        `${table} unreadable (${reason}): pages use the last answer read, or their defaults where none was, until the backend answers.`,
      );
    }
    const copy = copies.get(key);
    if (!copy) return otherwise();
    // Used again: the least recently used copy is the one to go.
    copies.delete(key);
    copies.set(key, copy);
    return answer(copy);
  };

  return async (input, init) => {
    // Writes pass untouched (their body is not read here); only reads are kept.
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    if (!["GET", "HEAD"].includes(method.toUpperCase())) return read(input, init);
    const request = new Request(input, init);
    const key = [
      request.method,
      request.url,
      ...KEYED_HEADERS.map((name) => request.headers.get(name) ?? ""),
    ].join("\n");
    const table = new URL(request.url).pathname.replace(/^\/rest\/v1\//, "");

    const outcome = await attempt(read, input, init);
    if ("reason" in outcome) return fallBack(key, table, outcome.reason, outcome.otherwise);
    const failedAt = down.get(table);
    if (failedAt !== undefined && now() - failedAt >= OUTAGE_QUIET_MS) down.delete(table);
    if ("answered" in outcome) return outcome.answered;
    const { copy } = outcome;
    keep(key, copy);
    return answer(copy);
  };
}
