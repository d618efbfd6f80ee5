import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Playwright's own, else CHROME_PATH, else the system's full browser. Unlike the tests, never the
 * headless shell: the figures are meant to be a visitor's browser's.
 */
export function chromiumPath(): string {
  const candidates = [
    chromium.executablePath(),
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error("No Chromium found: set CHROME_PATH or install chromium.");
  return found;
}

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
