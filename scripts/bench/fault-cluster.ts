import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SERVICE_ROLE_KEY } from "../../e2e/backend";
import { startRedis } from "../../e2e/instances";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import { portTaken, startLogged, stopProcess, track } from "./fault-processes";

export interface Cluster {
  /** The standalone build's folder (holding server.js). */
  build: string;
  backendPort: number;
  redisPort: number;
  sitePorts: readonly number[];
  /** The backend's data folder, wiped at the first start and kept across restarts. */
  dataDir: string;
  /** Where the backend's and the instances' output goes. */
  logDir: string;
  /** Shared by the instances and the backend's change announcements; used on this machine only. */
  revalidateSecret: string;
}

export const backendUrl = (cluster: Cluster) => `http://127.0.0.1:${cluster.backendPort}`;
export const siteOrigins = (cluster: Cluster) =>
  cluster.sitePorts.map((port) => `http://127.0.0.1:${port}`);

/** Refuses to start next to anything already on the run's ports: the run would measure that. */
export async function checkPortsFree(cluster: Cluster): Promise<void> {
  for (const port of [cluster.backendPort, cluster.redisPort, ...cluster.sitePorts]) {
    if (await portTaken(port)) throw new Error(`Port ${port} is in use; the run needs it free.`);
  }
}

/**
 * The backend URL the build inlined into its server code, if any: NEXT_PUBLIC_ variables are
 * fixed at build time on the server too, so an instance of such a build talks to that backend
 * whatever its environment says.
 */
export function inlinedBackendUrl(build: string): string | undefined {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".js")) files.push(full);
    }
  };
  walk(path.join(build, ".next/server/chunks"));
  for (const file of files) {
    const found = /url:"(https?:\/\/[^"]+)",publishableKey:/.exec(readFileSync(file, "utf8"));
    if (found) return found[1];
  }
  return undefined;
}

/** Whether the build shares its page cache through Redis (REDIS_URL was set when it was built). */
export function buildSharesCache(build: string): boolean {
  const serverFiles = JSON.parse(
    readFileSync(path.join(build, ".next/required-server-files.json"), "utf8"),
  ) as { config?: { cacheHandler?: string | null } };
  return Boolean(serverFiles.config?.cacheHandler);
}

export function checkBuild(build: string): void {
  if (!existsSync(path.join(build, "server.js"))) {
    throw new Error(
      `No standalone build at ${build} (server.js missing): run \`npm run build:standalone\` or set FAULTS_BUILD.`,
    );
  }
}

/** The process that really serves (the command runs it in a child, named in the data folder). */
function servingPid(cluster: Cluster): number | undefined {
  try {
    return Number(readFileSync(path.join(cluster.dataDir, "server.pid"), "utf8"));
  } catch {
    return undefined;
  }
}

/** Starts the local backend on the data folder; `reset` wipes and seeds it first. */
export function startBackend(cluster: Cluster, reset: boolean): Promise<ChildProcess> {
  return startLogged(
    process.execPath,
    [
      "node_modules/local-supabase/bin/local-supabase.mjs",
      "start",
      "--port",
      String(cluster.backendPort),
      "--data-dir",
      cluster.dataDir,
      "--quiet",
      // The editors sign in again after failures; every request comes from this machine.
      "--sign-in-limit",
      "100000",
      "--revalidate-url",
      `${siteOrigins(cluster)[0]}/api/revalidate`,
      "--revalidate-secret",
      cluster.revalidateSecret,
      ...(reset ? ["--reset"] : []),
    ],
    `${backendUrl(cluster)}/health`,
    {
      log: path.join(cluster.logDir, "faults-backend.log"),
      timeoutMs: 120_000,
      servingPid: () => servingPid(cluster),
    },
  );
}

/** Ends the backend as a crash would: SIGKILL to the serving process, nothing closed or flushed. */
export async function crashBackend(cluster: Cluster, backend: ChildProcess): Promise<void> {
  const pid = servingPid(cluster);
  if (pid === undefined)
    throw new Error("The backend named no serving process in its data folder.");
  const gone = new Promise<void>((resolve) => backend.once("exit", () => resolve()));
  process.kill(pid, "SIGKILL");
  // The command ends when its serving child does.
  await gone;
}

/** Whether the backend's last start took the data folder over from a killed process. */
export function backendTookOver(cluster: Cluster): boolean {
  const log = readFileSync(path.join(cluster.logDir, "faults-backend.log"), "utf8");
  return log.trimEnd().split("\n").slice(-5).join("\n").includes("took over the data folder");
}

export async function startCache(cluster: Cluster): Promise<ChildProcess> {
  const redis = await startRedis(cluster.redisPort);
  track(redis);
  return redis;
}

export const stopCache = stopProcess;

/** One instance of the standalone server, pointed at the run's backend and Redis. */
export function startSite(cluster: Cluster, port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  return startLogged(process.execPath, [path.join(cluster.build, "server.js")], `${origin}/`, {
    log: path.join(cluster.logDir, `faults-site-${port}.log`),
    env: {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      REDIS_URL: `redis://127.0.0.1:${cluster.redisPort}`,
      NEXT_PUBLIC_SUPABASE_URL: backendUrl(cluster),
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_ANON_KEY,
      NEXT_PUBLIC_SITE_URL: origin,
      SUPABASE_SECRET_KEY: SERVICE_ROLE_KEY,
      SITE_REVALIDATE_SECRET: cluster.revalidateSecret,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    timeoutMs: 120_000,
  });
}

export interface InstanceHealth {
  buildId?: string;
  backend?: string;
  cache?: string;
}

/** What an instance's /api/health says, or nothing when it does not answer. */
export async function instanceHealth(origin: string): Promise<InstanceHealth> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as {
      app?: { buildId?: string };
      backend?: { status?: string };
      cache?: { status?: string };
    };
    return { buildId: body.app?.buildId, backend: body.backend?.status, cache: body.cache?.status };
  } catch {
    return {};
  }
}
