import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import { e2eSite, e2eSupabase, SERVICE_ROLE_KEY } from "./e2e/backend";
import { LOCAL_SUPABASE_ANON_KEY } from "./lib/supabase/env";

/**
 * Playwright's own Chromium when it is installed, else CHROME_PATH, else the system's headless
 * shell, else the system Chromium. Returns undefined to let Playwright use its own build.
 * The headless shell is what Playwright itself runs headless: the full browser draws its own
 * window chrome and rasterises on an emulated GPU, which cost a third more CPU per test.
 */
function browserExecutable(): string | undefined {
  if (existsSync(chromium.executablePath())) return undefined;
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  console.error(
    "No Chromium found: run `npx playwright install chromium`, or install one (Debian: `apt-get install chromium`) and set CHROME_PATH to it.",
  );
  process.exit(1);
}

/** Matches the named spec files (e2e/<name>.spec.ts) and no others. */
const specs = (...names: string[]) => new RegExp(`[\\\\/](${names.join("|")})\\.spec\\.ts$`);

const desktop = { ...devices["Desktop Chrome"], channel: undefined };

/**
 * Lane A: the files that share the team's staging area (on-page publishes and discards everyone's
 * staged changes), the share-image rows the media library and the SEO room both write, and the
 * tests that read the lists the on-page tests change.
 */
const laneA = [
  "preview",
  "on-page",
  "media",
  "review",
  "team-journey",
  "scheduled",
  "posts",
  "search-publish",
  "site-text-webhook",
  "site-text",
  "scale-out",
  "seo",
  "questions-and-offices",
];
/** Lane B: services, industries and redirects, built pages and settings, the contact form. */
const laneB = ["collections-admin", "built-pages", "inquiries", "collections"];
/**
 * After both lanes, one at a time: a required second factor blocks every publish, and the others
 * count what the whole site has (every text, every placeholder left).
 */
const alone = ["two-factor-required", "many-texts", "launch"];

const port = e2eSite.port;
const baseURL = e2eSite.url;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys through the admin take 25-45 s on a busy 2-core machine; the suite must also pass
  // on one twice as slow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The hero's particles float for ever. Two browsers drawing them in software took most of a
    // 2-core machine and tripled every test's time, so tests see still pages unless they are
    // about the motion (home.spec.ts allows it for those).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: browserExecutable(),
      // Chromium refuses its sandbox when run as root, as CI does here.
      chromiumSandbox: false,
      args: [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: desktop,
      testIgnore: specs(...laneA, ...laneB, ...alone, "backend-restart"),
    },
    // Tests that change the site's text and collections run once every other test has finished,
    // in two lanes side by side, each one file at a time: what one lane changes, the other's
    // tests do not read.
    {
      name: "lane-a",
      use: desktop,
      testMatch: specs(...laneA),
      workers: 1,
      dependencies: ["chromium"],
    },
    {
      name: "lane-b",
      use: desktop,
      testMatch: specs(...laneB),
      workers: 1,
      dependencies: ["chromium"],
    },
    {
      name: "alone",
      use: desktop,
      testMatch: specs(...alone),
      workers: 1,
      dependencies: ["lane-a", "lane-b"],
    },
    {
      // Restarts the backend under the running site, so it goes last of all.
      name: "backend-restart",
      use: desktop,
      testMatch: specs("backend-restart"),
      dependencies: ["alone"],
    },
  ],
  webServer: [
    {
      command: e2eSupabase.command(true),
      url: `${e2eSupabase.url}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The build bakes the Supabase URL into the browser bundle, so it points at the tests'
      // backend. The server is the self-contained one of the README's Production section, so
      // every test also proves that build; the scale-out tests add instances with `next start`.
      command: "npm run build:standalone && node .next/standalone/server.js",
      url: baseURL,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      env: {
        NEXT_PUBLIC_SUPABASE_URL: e2eSupabase.url,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_ANON_KEY,
        NEXT_PUBLIC_SITE_URL: baseURL,
        SUPABASE_SECRET_KEY: SERVICE_ROLE_KEY,
        SITE_REVALIDATE_SECRET: e2eSite.revalidateSecret,
        HOSTNAME: "127.0.0.1",
        PORT: String(port),
      },
    },
  ],
});
