import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser";
import { median } from "./stats";

export interface AdminReady {
  runs: number;
  /** From navigation start to the first item of Manage Content on screen, median. */
  medianMs: number;
  maxMs: number;
}

/**
 * How long a signed-in editor waits for a usable /admin: a fresh page (session cookies only, no
 * cached scripts) until the list shows its first item.
 */
export async function measureAdminReady(
  origin: string,
  signIn: (page: Page) => Promise<void>,
  runs = 5,
): Promise<AdminReady> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await signIn(await context.newPage());
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send("Network.enable");
      await client.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.goto(`${origin}/admin`, { waitUntil: "commit" });
      await page.getByTestId("content-item").first().waitFor({ state: "visible" });
      times.push(
        await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation");
          return performance.now() - (navigation?.startTime ?? 0);
        }),
      );
      await page.close();
    }
    return {
      runs,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
    };
  } finally {
    await browser.close();
  }
}
