import type { ChildProcess } from "node:child_process";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import {
  backendTookOver,
  backendUrl,
  type Cluster,
  crashBackend,
  instanceHealth,
  siteOrigins,
  startBackend,
  startCache,
  stopCache,
} from "./fault-cluster";
import type { FaultFigures } from "./fault-report";

/** The processes a fault replaces. */
export interface Services {
  backend: ChildProcess;
  redis: ChildProcess;
}

type Outcome = Omit<FaultFigures, "atS" | "firstWriteMs" | "publicRequests" | "publicOk">;

const PROBE_EVERY_MS = 100;

/** ms from `since` until `probe` first holds, or undefined when it has not within `limitMs`. */
export async function until(
  probe: () => Promise<boolean>,
  since: number,
  limitMs: number,
): Promise<number | undefined> {
  while (performance.now() - since < limitMs) {
    if (await probe().catch(() => false)) return Math.round(performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return undefined;
}

/** The Data API answers a read: what the editors and the pages need of the backend. */
export const dataApiAnswers = (cluster: Cluster) => async () =>
  (
    await fetch(`${backendUrl(cluster)}/rest/v1/website_content?select=content_key&limit=1`, {
      headers: { apikey: LOCAL_SUPABASE_ANON_KEY },
      signal: AbortSignal.timeout(2_000),
    })
  ).ok;

/** Kills the backend outright and starts it again on the same data folder at once. */
export async function crashAndRestartBackend(
  cluster: Cluster,
  services: Services,
  limitMs: number,
): Promise<Outcome> {
  const started = performance.now();
  await crashBackend(cluster, services.backend);
  services.backend = await startBackend(cluster, false);
  const restartedMs = Math.round(performance.now() - started);
  return {
    kind: "backend killed (SIGKILL)",
    restartedMs,
    recoveryMs: await until(dataApiAnswers(cluster), started, limitMs),
    recoveredWhen: "the Data API answers a read",
    tookOver: backendTookOver(cluster),
  };
}

/**
 * Stops Redis, keeps it down for `downMs` (long enough for the instances to notice), starts an
 * empty one again, and waits until every instance uses it again.
 */
export async function restartRedis(
  cluster: Cluster,
  services: Services,
  downMs: number,
  sharedCache: boolean,
  limitMs: number,
): Promise<Outcome> {
  const started = performance.now();
  await stopCache(services.redis);
  await new Promise((resolve) => setTimeout(resolve, downMs));
  services.redis = await startCache(cluster);
  const restartedMs = Math.round(performance.now() - started);
  const everyInstanceUsesIt = async () =>
    (await Promise.all(siteOrigins(cluster).map(instanceHealth))).every(
      (health) => health.cache === "ok",
    );
  return {
    kind: "Redis stopped",
    restartedMs,
    recoveryMs: sharedCache ? await until(everyInstanceUsesIt, started, limitMs) : undefined,
    recoveredWhen: sharedCache
      ? "every instance's /api/health says its cache is ok"
      : "not measured: the build has no shared cache",
  };
}
