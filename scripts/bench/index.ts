/**
 * The project's benchmark: `npm run bench`. Builds the production site against a local backend,
 * then measures JS downloaded (against the framework's floor), HTML size, Lighthouse scores,
 * static-page throughput and the local backend's latency. Writes .bench/report.{json,md}.
 * Figures vary between runs on a shared machine: compare medians, not single numbers.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import { measureAdminReady } from "./admin-ready";
import { BUILT_PAGE_PATH, createBuiltPage, removeBuiltPage } from "./built-page";
import { startFloor } from "./floor";
import { measureHtml } from "./html";
import { measureJs } from "./js-bytes";
import { measureMedia } from "./media";
import { LIGHTHOUSE_RUNS, measureLighthouse } from "./lighthouse";
import { loadTest } from "./load";
import { run, startServer, stop } from "./processes";
import { printTargets, publicPaths, signInAt } from "./site";
import { kb, round } from "./stats";
import { renderReport } from "./report";
import { checkTargets } from "./targets";

const OUT = path.resolve(".bench");
const SITE_PORT = 3400;
const FLOOR_PORT = 3401;
// Below the ephemeral port range, like the tests' backend.
const BACKEND_PORT = 29360;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const signIn = signInAt(origin);
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/** The search page as a visitor lands on it: a broad query, a full first page of results. */
const SEARCH_PAGE = "/search?q=verification";

/** One page of each public template; the three most visited also get a desktop Lighthouse run. */
const TEMPLATE_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/dft",
  "/industries",
  "/industries/automotive",
  "/contact",
  "/locations",
  BUILT_PAGE_PATH,
  SEARCH_PAGE,
];
const DESKTOP_PAGES = ["/", "/services/dft", "/contact"];
const FLOOR_ORIGIN = `http://127.0.0.1:${FLOOR_PORT}`;

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
      "node_modules/local-supabase/bin/local-supabase.mjs",
      "start",
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
    // Published before the build, so it is prerendered like every page an editor has built.
    await createBuiltPage(backendUrl);
    // The production build script: next build and the steps after it (compile hints).
    await run("npm", ["run", "build"], { env });
    site = await startServer(
      process.execPath,
      [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(SITE_PORT)],
      `${origin}/`,
      { env },
    );

    // First, so every page measured below that can show a library image does.
    console.log("Uploading library images and putting them on pages…");
    const media = await measureMedia(origin, signIn);

    console.log("Measuring the framework floor…");
    const floorServer = await startFloor(path.join(OUT, "floor"), FLOOR_PORT);
    let floor, floorLighthouse;
    try {
      [floor] = await measureJs(FLOOR_ORIGIN, ["/"]);
      [floorLighthouse] = measureLighthouse(
        FLOOR_ORIGIN,
        ["/"],
        path.join(OUT, "lighthouse/floor"),
        "mobile",
      );
    } finally {
      await stop(floorServer);
    }
    if (!floor || !floorLighthouse) throw new Error("The floor was not measured.");

    console.log("Measuring JavaScript per page…");
    const publicJs = await measureJs(origin, [...TEMPLATE_PAGES, "/login"]);
    const adminJs = await measureJs(origin, ["/admin"], signIn);
    const js = [...publicJs, ...adminJs].map((page) => ({
      ...page,
      ratio: round(page.wireBytes / floor.wireBytes, 3),
    }));

    console.log("Measuring HTML size of every public page…");
    // The search page is in no sitemap; a set, should the sitemap list the built page or not.
    const htmlPaths = new Set([...(await publicPaths(origin)), BUILT_PAGE_PATH, SEARCH_PAGE]);
    const html = await measureHtml(origin, [...htmlPaths]);

    console.log("Timing /admin until its list is usable…");
    const adminReady = await measureAdminReady(origin, signIn);

    console.log(`Running Lighthouse (median of ${LIGHTHOUSE_RUNS} runs per page, pages in turn)…`);
    const lighthouseDir = path.join(OUT, "lighthouse");
    const mobile = measureLighthouse(origin, TEMPLATE_PAGES, lighthouseDir, "mobile");
    const desktop = measureLighthouse(origin, DESKTOP_PAGES, lighthouseDir, "desktop");
    const lighthouse = [{ ...floorLighthouse, path: "floor: empty page" }, ...mobile, ...desktop];

    console.log("Load-testing static pages on loopback…");
    const load = [await loadTest(origin, "/services/dft"), await loadTest(origin, "/")];
    const targets = checkTargets({
      floorJs: floor,
      floorLighthouse,
      js,
      html,
      mobile,
      adminReady,
      load: load[0]!,
      builtPage: BUILT_PAGE_PATH,
      searchPage: SEARCH_PAGE,
    });

    await removeBuiltPage(backendUrl);
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
      targets,
      js,
      html,
      adminReady,
      media,
      lighthouse,
      load,
      backend: backendFigures,
      searchPage: SEARCH_PAGE,
    };
    writeFileSync(path.join(OUT, "report.json"), JSON.stringify(report, null, 2));
    writeFileSync(path.join(OUT, "report.md"), renderReport(report));

    console.log(`\nFloor: ${kb(floor.wireBytes)} KB JS on the wire`);
    printTargets(targets, path.join(OUT, "report.md"));
  } finally {
    await stop(site);
    await stop(backend);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
