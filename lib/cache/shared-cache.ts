import "server-only";

export interface SharedCacheHealth {
  /** "redis" when instances share their cache (REDIS_URL), "memory" when each keeps its own. */
  kind: "redis" | "memory";
  status: "ok" | "unreachable";
}

/**
 * The Redis client lib/cache/cache-handler.mjs keeps for this process, once it has made one.
 * A global rather than an export: Next loads the handler outside the app's bundle, so importing
 * it here would make a second copy of the module with its own, never-connected client.
 */
declare global {
  var siteRedisClient: { isReady: boolean } | undefined;
}

export function sharedCacheHealth(): SharedCacheHealth {
  if (!process.env.REDIS_URL) return { kind: "memory", status: "ok" };
  return { kind: "redis", status: globalThis.siteRedisClient?.isReady ? "ok" : "unreachable" };
}
