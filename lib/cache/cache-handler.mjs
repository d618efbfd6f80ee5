// Next's page and data cache for several instances: loaded by next.config when REDIS_URL is set,
// so every instance reads and invalidates the same entries (a publish on one shows on all).
// @fortedigital/nextjs-cache-handler does the caching; this file only wires it up.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";
import { readBuildId } from "../build-id.mjs";

/** A cache call waits this long for Redis, then counts as a miss: pages never hang on it. */
const REDIS_TIMEOUT_MS = 500;

/**
 * One client per process (on globalThis, where /api/health reads whether it is connected: see
 * shared-cache.ts). It connects in the background and keeps reconnecting; while it is not
 * ready the Redis handler fails fast, and reads fall through to this process's own copy.
 */
function redisClient() {
  globalThis.siteRedisClient ??= (() => {
    const client = createClient({
      url: process.env.REDIS_URL,
      // Fail at once while disconnected instead of queueing: a miss is better than a wait.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
      },
    });
    // Reported once per outage; node-redis reconnects by itself.
    let reported = false;
    client.on("error", (error) => {
      if (!reported) console.warn(`Redis unavailable (${error.message}); serving from memory.`);
      reported = true;
    });
    client.on("ready", () => {
      reported = false;
    });
    client.connect().catch(() => {});
    return client;
  })();
  return globalThis.siteRedisClient;
}

CacheHandler.onCreation(() => {
  // This process's copy, read only when Redis fails, so an outage still serves cached pages.
  const local = createLruHandler();
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] };
  const shared = createRedisHandler({
    client: redisClient(),
    // Entries belong to one build: a new deployment must not serve the last one's pages.
    keyPrefix: `site:${readBuildId("development")}:`,
    timeoutMs: REDIS_TIMEOUT_MS,
  });
  return { handlers: [shared, local] };
});

export default CacheHandler;
