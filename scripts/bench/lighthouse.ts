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

/** Median of `runs` Lighthouse runs per page, in one form factor. */
export function measureLighthouse(
  origin: string,
  paths: string[],
  outDir: string,
  formFactor: FormFactor,
  runs = 3,
): LighthouseResult[] {
  ensureLighthouse();
  mkdirSync(outDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const pagePath of paths) {
    const reports = Array.from({ length: runs }, (_, i) =>
      runOnce(
        origin + pagePath,
        formFactor,
        path.join(outDir, `${formFactor}${pagePath.replace(/\W+/g, "_")}-${i}.json`),
      ),
    );
    const score = (id: string) =>
      median(reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const audit = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
    results.push({
      path: pagePath,
      formFactor,
      runs,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: round(audit("cumulative-layout-shift"), 3),
    });
  }
  return results;
}
