/**
 * A sliding-window limit on how often one client may do something: at most `limit` times in
 * any `windowMs`. It is kept in this process's memory, so each instance of the site counts its
 * own requests; it guards the database from one busy address, not a crowd.
 */

export interface RateLimitOptions {
  /** How many requests a client may make in any window. */
  limit: number;
  windowMs: number;
  /** How many clients are remembered; the one heard from least recently is forgotten first. */
  maxClients: number;
  /** The time in milliseconds: Date.now, or a test's clock. */
  now?: () => number;
}

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | {
      allowed: false;
      /** Whole seconds until the oldest request in the window leaves it and one more is allowed. */
      retryAfterSeconds: number;
    };

export interface RateLimiter {
  /** Counts one request from the client, unless it is refused (refused ones are not counted). */
  take(client: string): RateLimitDecision;
  /** How many clients are remembered. */
  size(): number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxClients,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  // Each client's requests in the window, oldest first. A Map keeps insertion order: a client is
  // moved to the end whenever heard from, so the first is the one heard from least recently.
  const requests = new Map<string, number[]>();
  const longestWait = Math.ceil(windowMs / 1000);

  return {
    take(client) {
      const time = now();
      const recent = (requests.get(client) ?? []).filter((at) => at > time - windowMs);
      requests.delete(client);
      if (recent.length >= limit) {
        requests.set(client, recent);
        const wait = Math.ceil((recent[0]! + windowMs - time) / 1000);
        // A clock set back would otherwise ask for more than a window's wait.
        return { allowed: false, retryAfterSeconds: Math.min(Math.max(wait, 1), longestWait) };
      }
      recent.push(time);
      requests.set(client, recent);
      for (const forgotten of requests.keys()) {
        if (requests.size <= maxClients) break;
        requests.delete(forgotten);
      }
      return { allowed: true, remaining: limit - recent.length };
    },
    size: () => requests.size,
  };
}
