import { existsSync } from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";

/**
 * Playwright's own Chromium when it is installed, else CHROME_PATH, else the system Chromium.
 * Returns undefined to let Playwright use its own build.
 */
function browserExecutable(): string | undefined {
  if (existsSync(chromium.executablePath())) return undefined;
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  console.error(
    "No Chromium found: run `npx playwright install chromium`, or install one (Debian: `apt-get install chromium`) and set CHROME_PATH to it.",
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npm run build && npx next start -H 127.0.0.1 -p ${port}`,
    url: baseURL,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
  },
});
