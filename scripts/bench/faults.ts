/**
 * Faults under load: `npm run bench:faults`. Two instances of an existing standalone build share
 * a Redis page cache and a local backend of the run's own. Visitors read the public pages and
 * editors publish texts through the Data API while the backend is killed (SIGKILL) and restarted
 * twice and Redis is stopped and restarted once. Then every acknowledged write is looked for in
 * the database. Prints the figures and writes .bench/faults.json.
 *
 * Fails (exit 1) when:
 * - any acknowledged editor write is missing from the database at the end (MAX_LOST_WRITES);
 * - fewer than 99% of the public page requests are answered 200 (MIN_PUBLIC_OK_SHARE);
 * - a fault has not recovered within 60 s (RECOVERY_LIMIT_MS), or no editor write at all was
 *   acknowledged.
 *
 * Environment: FAULTS_BUILD (the standalone folder, default .next/standalone; never built
 * here), FAULTS_SECONDS (120), FAULTS_VISITORS (100), FAULTS_EDITORS (3), FAULTS_BACKEND_PORT
 * (29510). NEXT_PUBLIC_SUPABASE_URL is fixed when the site is built, on its server too, so the
 * build must have been made for the run's backend port; the run refuses any other.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  crashAndRestartBackend,
  dataApiAnswers,
  restartRedis,
  type Services,
  until,
} from "./fault-actions";
import {
  backendUrl,
  buildSharesCache,
  checkBuild,
  checkPortsFree,
  type Cluster,
  inlinedBackendUrl,
  instanceHealth,
  siteOrigins,
  startBackend,
  startCache,
  startSite,
} from "./fault-cluster";
import { runEditors, storedTexts } from "./fault-editors";
import { stopAll, stopEverythingOnExit } from "./fault-processes";
import {
  editorFigures,
  type FaultFigures,
  type FaultsReport,
  firstWriteAfter,
  printFaultsReport,
} from "./fault-report";
import { type FaultWindow, runVisitors } from "./fault-visitors";

const MAX_LOST_WRITES = 0;
const MIN_PUBLIC_OK_SHARE = 0.99;
const RECOVERY_LIMIT_MS = 60_000;

const SECONDS = Number(process.env.FAULTS_SECONDS ?? 120);
const VISITORS = Number(process.env.FAULTS_VISITORS ?? 100);
const EDITORS = Number(process.env.FAULTS_EDITORS ?? 3);
const BUILD = path.resolve(process.env.FAULTS_BUILD ?? ".next/standalone");

/** The public pages visitors read; /insights too when the site has it. */
const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/dft",
  "/industries",
  "/contact",
  "/locations",
];
const OPTIONAL_PAGE = "/insights";

/** When each fault strikes, as a share of the run. */
const SCHEDULE = [
  { share: 0.25, kind: "backend" },
  { share: 0.4, kind: "redis" },
  { share: 0.6, kind: "backend" },
] as const;
/** Redis stays down for a tenth of the run, at most 10 s: long enough for every instance to notice. */
const REDIS_DOWN_MS = Math.min(10_000, SECONDS * 100);
/** Longer than an editor's longest pause between writes. */
const AFTER_LAST_FAULT_MS = 5_000;

const OUT = path.resolve(".bench");
const dataDir = mkdtempSync(path.join(tmpdir(), "faults-backend-"));
const cluster: Cluster = {
  build: BUILD,
  backendPort: Number(process.env.FAULTS_BACKEND_PORT ?? 29510),
  redisPort: 29511,
  sitePorts: [3310, 3311],
  dataDir,
  logDir: OUT,
  revalidateSecret: "bench-faults-revalidate-secret-0123456789abcdef",
};

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Refuses a build that would talk to another backend than the run's. */
function checkBuildBackend() {
  const inlined = inlinedBackendUrl(BUILD);
  if (inlined === undefined || inlined === backendUrl(cluster)) return;
  const port = new URL(inlined).port;
  throw new Error(
    `This build talks to ${inlined}: NEXT_PUBLIC_SUPABASE_URL was fixed when it was built. ` +
      `Run with FAULTS_BACKEND_PORT=${port} while nothing else uses port ${port}, or build with NEXT_PUBLIC_SUPABASE_URL=${backendUrl(cluster)}.`,
  );
}

async function startEverything(): Promise<Services> {
  console.log(
    `Starting the backend (${dataDir}), Redis and ${cluster.sitePorts.length} instances of ${BUILD}…`,
  );
  const backend = await startBackend(cluster, true);
  const redis = await startCache(cluster);
  await Promise.all(cluster.sitePorts.map((port) => startSite(cluster, port)));
  const builds = new Set(
    (await Promise.all(siteOrigins(cluster).map(instanceHealth))).map((health) => health.buildId),
  );
  if (builds.size !== 1)
    throw new Error(`The instances serve different builds: ${[...builds].join(", ")}`);
  return { backend, redis };
}

async function main() {
  checkBuild(BUILD);
  checkBuildBackend();
  await checkPortsFree(cluster);
  mkdirSync(OUT, { recursive: true });
  for (const log of [
    "faults-backend.log",
    ...cluster.sitePorts.map((port) => `faults-site-${port}.log`),
  ]) {
    rmSync(path.join(OUT, log), { force: true });
  }
  const sharedCache = buildSharesCache(BUILD);
  if (!sharedCache) {
    console.warn(
      "This build has no shared cache (REDIS_URL was not set when it was built): the instances keep their own, and the Redis fault tests nothing.",
    );
  }
  const services = await startEverything();
  const origins = siteOrigins(cluster);
  const pages = [...PAGES];
  if ((await fetch(origins[0] + OPTIONAL_PAGE)).status === 200) pages.push(OPTIONAL_PAGE);

  console.log(`Running for ${SECONDS} s: ${VISITORS} visitors, ${EDITORS} editors, 3 faults…`);
  const keyPrefix = `faults.${Date.now().toString(36)}.`;
  const runStart = performance.now();
  const deadline = runStart + SECONDS * 1000;
  // The load outlasts a fault that runs past the planned end, long enough after the last one for
  // every editor to publish once more, so every fault is met under load and followed by writes.
  let faultsOverAt: number | undefined;
  const keepGoing = () =>
    performance.now() < Math.max(deadline, (faultsOverAt ?? Infinity) + AFTER_LAST_FAULT_MS);
  let fault: FaultWindow | undefined;
  const faults: Omit<FaultFigures, "firstWriteMs">[] = [];
  const faulting = (async () => {
    for (const step of SCHEDULE) {
      await sleepUntil(runStart + step.share * SECONDS * 1000);
      const atS = Math.round(performance.now() - runStart) / 1000;
      console.log(
        `${atS} s: ${step.kind === "backend" ? "killing the backend" : "stopping Redis"}`,
      );
      fault = { backendDown: step.kind === "backend", requests: 0, ok: 0 };
      const outcome =
        step.kind === "backend"
          ? await crashAndRestartBackend(cluster, services, RECOVERY_LIMIT_MS)
          : await restartRedis(cluster, services, REDIS_DOWN_MS, sharedCache, RECOVERY_LIMIT_MS);
      faults.push({ ...outcome, atS, publicRequests: fault.requests, publicOk: fault.ok });
      fault = undefined;
    }
  })().finally(() => {
    faultsOverAt = performance.now();
  });
  const [visitors, writes] = await Promise.all([
    runVisitors(origins, pages, VISITORS, keepGoing, () => fault),
    runEditors(backendUrl(cluster), EDITORS, keyPrefix, runStart, keepGoing),
    faulting,
  ]);

  const ranS = Math.round(performance.now() - runStart) / 1000;
  if ((await until(dataApiAnswers(cluster), performance.now(), RECOVERY_LIMIT_MS)) === undefined) {
    throw new Error(
      "The backend does not answer at the end: the editors' writes cannot be checked.",
    );
  }
  const editors = editorFigures(writes, await storedTexts(backendUrl(cluster), keyPrefix));
  const report: FaultsReport = {
    date: new Date().toISOString(),
    node: process.version,
    build: BUILD,
    seconds: SECONDS,
    ranS,
    visitors: VISITORS,
    editors: EDITORS,
    instances: origins,
    pages,
    sharedCache,
    public: visitors,
    editorWrites: editors,
    faults: faults.map((figures) => ({
      ...figures,
      firstWriteMs: firstWriteAfter(writes, figures.atS * 1000),
    })),
    thresholds: {
      "acknowledged writes lost": `at most ${MAX_LOST_WRITES}`,
      "public requests answered 200": `at least ${MIN_PUBLIC_OK_SHARE * 100}%`,
      "each fault recovered": `within ${RECOVERY_LIMIT_MS / 1000} s`,
    },
    failed: [],
  };
  if (editors.lostSilently.length > MAX_LOST_WRITES) {
    report.failed.push(`${editors.lostSilently.length} acknowledged writes lost`);
  }
  if (visitors.ok < visitors.total * MIN_PUBLIC_OK_SHARE) {
    report.failed.push(`${visitors.ok} of ${visitors.total} public requests answered 200`);
  }
  if (EDITORS > 0 && editors.acknowledged === 0)
    report.failed.push("no editor write was acknowledged");
  for (const figures of report.faults) {
    const measured = figures.kind !== "Redis stopped" || sharedCache;
    if (measured && figures.recoveryMs === undefined) {
      report.failed.push(`${figures.kind} at ${figures.atS} s: not recovered`);
    }
  }
  const file = path.join(OUT, "faults.json");
  writeFileSync(file, JSON.stringify(report, null, 2));
  printFaultsReport(report, file);
  return report.failed.length === 0;
}

stopEverythingOnExit(() => rmSync(dataDir, { recursive: true, force: true }));
main()
  .then(async (passed) => {
    await stopAll();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  });
