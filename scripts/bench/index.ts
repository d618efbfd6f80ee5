/**
 * The project's benchmark: `npm run bench`. Builds the production site against a local backend,
 * then measures JS downloaded (against the framework's floor), HTML size, Lighthouse scores,
 * static-page throughput and the local backend's latency. Writes .bench/report.{json,md}.
 * Figures vary between runs on a shared machine: compare medians, not single numbers.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import { measureFloor } from "./floor";
import { measureHtml } from "./html";
import { measureJs } from "./js-bytes";
import { measureLighthouse } from "./lighthouse";
import { loadTest } from "./load";
import { run, startServer, stop } from "./processes";
import { kb, round } from "./stats";
import { renderReport } from "./report";

const OUT = path.resolve(".bench");
const SITE_PORT = 3400;
const FLOOR_PORT = 3401;
// Below the ephemeral port range, like the tests' backend.
const BACKEND_PORT = 29360;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

const JS_PAGES = ["/", "/services/dft", "/industries/automotive", "/contact", "/login", "/admin"];
const CONTENT_PAGES = ["/", "/services/dft", "/contact"];

/** Budgets from the architecture: JS on the wire against the floor. */
const JS_BUDGET: Record<string, number> = {
  "/": 1.35,
  "/services/dft": 1.1,
  "/industries/automotive": 1.1,
};

async function signIn(page: Page) {
  await page.goto(`${origin}/login?next=/admin`);
  await page.getByLabel("Email").fill("editor@example.com");
  await page.getByLabel("Password").fill("local-editor-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/admin`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const env = {
    NEXT_PUBLIC_SUPABASE_URL: backendUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_ANON_KEY,
    NEXT_PUBLIC_SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  console.log("Starting the local backend and building the site…");
  const backend = await startServer(
    process.execPath,
    [
      "--import",
      "tsx",
      "supabase/local/main.ts",
      "--port",
      String(BACKEND_PORT),
      "--data-dir",
      path.join(OUT, "supabase-data"),
      "--reset",
      "--quiet",
    ],
    `${backendUrl}/health`,
  );
  let site;
  try {
    await run(process.execPath, [NEXT_BIN, "build"], { env });
    site = await startServer(
      process.execPath,
      [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(SITE_PORT)],
      `${origin}/`,
      { env },
    );

    console.log("Measuring the framework floor…");
    const floor = await measureFloor(path.join(OUT, "floor"), FLOOR_PORT);

    console.log("Measuring JavaScript per page…");
    const publicJs = await measureJs(
      origin,
      JS_PAGES.filter((p) => p !== "/admin"),
    );
    const adminJs = await measureJs(origin, ["/admin"], signIn);
    const js = [...publicJs, ...adminJs].map((page) => ({
      ...page,
      ratio: round(page.wireBytes / floor.wireBytes, 2),
      budget: JS_BUDGET[page.path] ?? null,
    }));

    console.log("Measuring HTML size…");
    const html = await measureHtml(origin, CONTENT_PAGES);

    console.log("Running Lighthouse (3 runs per page and form factor)…");
    const lighthouse = measureLighthouse(origin, CONTENT_PAGES, path.join(OUT, "lighthouse"));

    console.log("Load-testing static pages on loopback…");
    const load = [await loadTest(origin, "/services/dft"), await loadTest(origin, "/")];

    await stop(site);
    site = undefined;
    await stop(backend);

    console.log("Benchmarking the local backend…");
    await run("npm", ["run", "--silent", "bench:supabase"]);
    const backendFigures: unknown = JSON.parse(
      readFileSync(path.join(OUT, "supabase.json"), "utf8"),
    );

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      floor,
      js,
      html,
      lighthouse,
      load,
      backend: backendFigures,
    };
    writeFileSync(path.join(OUT, "report.json"), JSON.stringify(report, null, 2));
    writeFileSync(path.join(OUT, "report.md"), renderReport(report));

    console.log(`\nFloor: ${kb(floor.wireBytes)} KB JS on the wire`);
    for (const page of js) {
      const budget = page.budget ? ` (budget ${page.budget}×)` : "";
      console.log(`${page.path}: ${kb(page.wireBytes)} KB, ${page.ratio}× floor${budget}`);
    }
    for (const result of lighthouse) {
      console.log(
        `Lighthouse ${result.formFactor} ${result.path}: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
      );
    }
    console.log(`Report: ${path.join(OUT, "report.md")}`);
  } finally {
    await stop(site);
    await stop(backend);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
