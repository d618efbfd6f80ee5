/**
 * The site at ten times its content: `npm run bench:scale`. Builds and measures the production
 * site against a local backend as seeded, then again after loading the scale fixture (280
 * services, 60 industries, 8,500 texts, their history, 500 media items): build time, the largest
 * HTML, /admin with every text, publishing 500 staged texts, realtime fan-out to 20 editors,
 * Data API latency, and the site search's latency with a thousand posts and ten times the rest.
 * Writes .bench/scale.{json,md}. Figures vary between runs on a shared machine.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allRows } from "../../lib/supabase/all-rows";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import { measureAdminScale } from "./admin-search";
import { editorToken } from "./editor-token";
import { measureFanOut } from "./fan-out";
import { measureHtml } from "./html";
import { createEditors, measureManyEditors } from "./many-editors";
import { run, startServer, stop } from "./processes";
import { loadPostFixture } from "./post-fixture";
import { measurePublishToPage } from "./publish-to-page";
import { measureRestSelect } from "./rest-select";
import { measureSearchLatency } from "./search-latency";
import { type FixtureCounts, countRows, loadScaleFixture, SCALE } from "./scale-fixture";
import {
  renderScaleReport,
  SCALE_BUDGETS,
  type PostsFigures,
  type ScaleReport,
  scaleTargets,
  type SizeFigures,
} from "./scale-report";
import { printTargets, publicPaths, signInAt } from "./site";
import { kb } from "./stats";

/** Posts the scale run adds before the rest of the fixture, to time their build alone. */
const POSTS = 1_000;

/** The posts' pages whose HTML is measured: the list's first, middle and last pages, a filter, posts. */
const POST_PATHS = [
  "/insights",
  "/insights/page/2",
  `/insights/page/${Math.ceil(POSTS / 12)}`,
  "/insights/kind/news",
  "/insights/scale-post-1",
];
/** A post older than the prerendered newest 50: rendered on its first visit. */
const ON_DEMAND_POST = `/insights/scale-post-${POSTS}`;

/** Builds with the posts loaded, then measures their pages' HTML and an older post's first visit. */
async function measurePosts(): Promise<PostsFigures> {
  console.log(`Today with ${POSTS} posts: building…`);
  rmSync(path.resolve(".next/cache"), { recursive: true, force: true });
  const started = performance.now();
  await run("npm", ["run", "build"], { env });
  const buildMs = Math.round(performance.now() - started);
  const site = await startServer(
    process.execPath,
    [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(SITE_PORT)],
    `${origin}/`,
    { env },
  );
  try {
    const firstVisit = performance.now();
    const onDemand = await fetch(origin + ON_DEMAND_POST);
    await onDemand.arrayBuffer();
    const onDemandMs = Math.round(performance.now() - firstVisit);
    if (!onDemand.ok) throw new Error(`${ON_DEMAND_POST}: ${onDemand.status}`);
    const html = await measureHtml(origin, POST_PATHS);
    return {
      posts: await countRows(backendUrl, "posts"),
      buildMs,
      onDemandMs,
      pages: html.map((page) => ({ path: page.path, gzipKb: kb(page.gzipServed) })),
    };
  } finally {
    await stop(site);
  }
}

const OUT = path.resolve(".bench");
const SITE_PORT = 3410;
// Below the ephemeral port range, like the tests' backend; apart from `npm run bench`'s.
const BACKEND_PORT = 29361;
const origin = `http://127.0.0.1:${SITE_PORT}`;
const signIn = signInAt(origin);
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
/** Shared by the site and its backend's change announcements; used on this machine only. */
const REVALIDATE_SECRET = "bench-scale-revalidate-secret-0123456789abcdef";
const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

/** A search that finds one row at ten times (and none today): the colon ends the number. */
const SEARCH = "scale text 8400:";

const env = {
  NEXT_PUBLIC_SUPABASE_URL: backendUrl,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_SITE_URL: origin,
  SITE_REVALIDATE_SECRET: REVALIDATE_SECRET,
  NEXT_TELEMETRY_DISABLED: "1",
};

/** A new text written straight to the Data API, as any client would. */
async function insertText(key: string): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/website_content`, {
    method: "POST",
    headers: {
      apikey: SECRET_KEY,
      Authorization: `Bearer ${SECRET_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=minimal",
    },
    body: JSON.stringify({ content_key: key, content_value: "a text written meanwhile" }),
  });
  if (!response.ok) throw new Error(`insert ${key}: ${response.status}`);
}

/** Every text's key, a page of the API's rows at a time. */
async function textKeys(): Promise<string[]> {
  const { data, error } = await allRows(async (from, to) => {
    const response = await fetch(
      `${backendUrl}/rest/v1/website_content?select=content_key&order=id&offset=${from}&limit=${to - from + 1}`,
      {
        headers: {
          apikey: SECRET_KEY,
          Authorization: `Bearer ${SECRET_KEY}`,
          Prefer: "count=exact",
        },
      },
    );
    const rows = (await response.json()) as { content_key: string }[];
    const count = Number(response.headers.get("content-range")?.split("/")[1] ?? Number.NaN);
    return { data: rows, error: null, count: Number.isNaN(count) ? null : count };
  });
  if (error) throw new Error(error.message);
  return data.map((row) => row.content_key);
}

/** Builds the site against the backend as it is now, starts it, and measures it. */
async function measureSize(label: string): Promise<{ figures: SizeFigures; site: ChildProcess }> {
  console.log(`${label}: building…`);
  // Both builds start cold: Next keeps compiled code and fetched data between builds
  // (.next/cache), which would flatter the second, and the fetched data is up to the site
  // text's revalidation period old (the fixture was loaded while the site was down).
  rmSync(path.resolve(".next/cache"), { recursive: true, force: true });
  const started = performance.now();
  await run("npm", ["run", "build"], { env });
  const buildMs = Math.round(performance.now() - started);
  const site = await startServer(
    process.execPath,
    [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(SITE_PORT)],
    `${origin}/`,
    { env },
  );
  // /admin first, on a quiet server: reading every page later sets off their regeneration.
  console.log(`${label}: measuring /admin, the Data API and HTML…`);
  const texts = await countRows(backendUrl, "website_content");
  const admin = await measureAdminScale(origin, signIn, {
    text: SEARCH,
    expect: texts > 8_000 ? `1 text matches "${SEARCH}".` : `No text matches "${SEARCH}".`,
  });
  const restSelect = await measureRestSelect(backendUrl, LOCAL_SUPABASE_ANON_KEY, await textKeys());
  const html = await measureHtml(origin, await publicPaths(origin));
  const largest = html.reduce((a, b) => (b.gzipServed > a.gzipServed ? b : a));
  return {
    site,
    figures: {
      label,
      buildMs,
      pages: html.length,
      largestHtml: { path: largest.path, gzipKb: kb(largest.gzipServed) },
      htmlOverBudget: html
        .filter((page) => kb(page.gzipServed) > SCALE_BUDGETS.htmlGzipKb)
        .sort((a, b) => b.gzipServed - a.gzipServed)
        .map((page) => ({ path: page.path, gzipKb: kb(page.gzipServed) })),
      texts,
      admin,
      restSelect,
    },
  };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const backend = await startServer(
    process.execPath,
    [
      "node_modules/local-supabase/bin/local-supabase.mjs",
      "start",
      "--port",
      String(BACKEND_PORT),
      "--data-dir",
      path.join(OUT, "scale-data"),
      "--reset",
      "--quiet",
      // Twenty editors sign in within minutes, past the CLI's 30 sign-ins per 5 minutes with the
      // bench's own sign-ins.
      "--sign-in-limit",
      "1000",
      "--revalidate-url",
      `${origin}/api/revalidate`,
      "--revalidate-secret",
      REVALIDATE_SECRET,
    ],
    `${backendUrl}/health`,
  );
  let site;
  try {
    const today = await measureSize("Today");
    await stop(today.site);

    console.log(`Loading ${POSTS} posts…`);
    await loadPostFixture(backendUrl, POSTS);
    const posts = await measurePosts();

    console.log("Loading ten times the content…");
    const fixture: FixtureCounts = await loadScaleFixture(backendUrl);
    // Before the build, with the site down: the backend answers the searches alone.
    console.log("Timing the site search…");
    const search = await measureSearchLatency(backendUrl, LOCAL_SUPABASE_ANON_KEY);
    const ten = await measureSize("Ten times");
    site = ten.site;

    const token = await editorToken(backendUrl, LOCAL_SUPABASE_ANON_KEY);
    console.log("Publishing 500 staged texts…");
    const rowKeys = (await textKeys()).filter((key) => key.startsWith("scale."));
    const publish = await measurePublishToPage(
      origin,
      backendUrl,
      LOCAL_SUPABASE_ANON_KEY,
      token,
      rowKeys,
    );
    console.log("Realtime fan-out to 20 editors…");
    const fanOut = await measureFanOut(backendUrl, LOCAL_SUPABASE_ANON_KEY, token, insertText);
    console.log("20 editors in /admin at once…");
    const editors = await createEditors(backendUrl, SECRET_KEY, 20);
    const manyEditors = await measureManyEditors(origin, editors, insertText);

    const report: ScaleReport = {
      date: new Date().toISOString(),
      node: process.version,
      scale: SCALE,
      fixture,
      today: today.figures,
      posts,
      ten: ten.figures,
      publish,
      fanOut,
      manyEditors,
      search,
      targets: [],
    };
    report.targets = scaleTargets(report);
    writeFileSync(path.join(OUT, "scale.json"), JSON.stringify(report, null, 2));
    writeFileSync(path.join(OUT, "scale.md"), renderScaleReport(report));
    printTargets(report.targets, path.join(OUT, "scale.md"));
  } finally {
    await stop(site);
    await stop(backend);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
