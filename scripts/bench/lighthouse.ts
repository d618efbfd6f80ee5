import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./browser";
import { median, round } from "./stats";

/** Lighthouse stays out of the app's dependencies (its own tree breaks `npm ci`). */
const TOOLS_DIR = path.resolve(".tools/lighthouse");
const LIGHTHOUSE_VERSION = "13.5.0";
const CLI = path.join(TOOLS_DIR, "node_modules/lighthouse/cli/index.js");

export type FormFactor = "mobile" | "desktop";

export interface LighthouseResult {
  path: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Every run's LCP, in run order, so a lost race stays visible beside the median. */
  lcpRunsMs: number[];
  tbtMs: number;
  cls: number;
}

function ensureLighthouse() {
  if (existsSync(CLI)) return;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${TOOLS_DIR}`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      TOOLS_DIR,
      "--no-audit",
      "--no-fund",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: "ignore" },
  );
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

function runOnce(url: string, formFactor: FormFactor, out: string): Report {
  execFileSync(
    process.execPath,
    [
      CLI,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromiumArgs.join(" ")}`,
      ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: "ignore" },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

/**
 * Lighthouse runs per page. Lighthouse's variability guide recommends the median of five: on
 * loopback, its simulation sometimes counts the framework chunk's download into LCP (when the
 * chunk starts evaluating before the observed frame is presented), and three runs let two such
 * draws decide a page.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * The order of the runs: round after round over every page, so that a slow minute of a shared
 * machine spreads over all pages instead of landing on one page's runs.
 */
export function runOrder(paths: string[], runs: number): { path: string; run: number }[] {
  return Array.from({ length: runs }, (_, run) => paths.map((p) => ({ path: p, run }))).flat();
}

/** Median of `runs` Lighthouse runs per page, in one form factor. */
export function measureLighthouse(
  origin: string,
  paths: string[],
  outDir: string,
  formFactor: FormFactor,
  runs = LIGHTHOUSE_RUNS,
): LighthouseResult[] {
  ensureLighthouse();
  mkdirSync(outDir, { recursive: true });
  const reports = new Map<string, Report[]>(paths.map((p) => [p, []]));
  for (const { path: pagePath, run } of runOrder(paths, runs)) {
    const out = path.join(outDir, `${formFactor}${pagePath.replace(/\W+/g, "_")}-${run}.json`);
    reports.get(pagePath)!.push(runOnce(origin + pagePath, formFactor, out));
  }
  return paths.map((pagePath) => {
    const pageReports = reports.get(pagePath)!;
    const score = (id: string) =>
      median(pageReports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const values = (id: string) => pageReports.map((r) => r.audits[id]?.numericValue ?? NaN);
    const lcpRunsMs = values("largest-contentful-paint").map(Math.round);
    return {
      path: pagePath,
      formFactor,
      runs,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: median(lcpRunsMs),
      lcpRunsMs,
      tbtMs: Math.round(median(values("total-blocking-time"))),
      cls: round(median(values("cumulative-layout-shift")), 3),
    };
  });
}
