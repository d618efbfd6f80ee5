import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser";
import { median } from "./stats";

export interface AdminScale {
  /** Navigation start until the first row of Manage Content is on screen, median of the runs (after warm-ups). */
  firstRowMs: number;
  /** Rows the list says it holds ("of N"), against the rows the table holds. */
  countShown: number;
  /** DOM elements on the page once the list is shown. */
  domNodes: number;
  /** Each keystroke of a search, from the key to the next paint (Event Timing), ms. */
  keystrokeMedianMs: number;
  keystrokeMaxMs: number;
  keystrokes: number;
  /** From the last keystroke until the list shows what the search found. */
  searchToListMs: number;
}

/** Untimed loads of /admin before the timed ones. */
const WARM_UPS = 3;

/** Event Timing only reports events of 16 ms or more; quicker keystrokes count as 16. */
const EVENT_FLOOR_MS = 16;

declare global {
  interface Window {
    keystrokeDurations?: Map<number, number>;
  }
}

/**
 * A signed-in editor's /admin with however many texts the backend holds: time to the first row,
 * the count the list shows, and what each keystroke of a search costs.
 */
export async function measureAdminScale(
  origin: string,
  signIn: (page: Page) => Promise<void>,
  search: { text: string; expect: string },
  runs = 5,
): Promise<AdminScale> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await signIn(await context.newPage());
    const times: number[] = [];
    let page: Page | undefined;
    // The first requests after a start pay for loading the route's code: warm up, then time.
    for (let i = 0; i < WARM_UPS + runs; i += 1) {
      await page?.close();
      page = await context.newPage();
      await page.goto(`${origin}/admin`, { waitUntil: "commit" });
      await page.getByTestId("content-item").first().waitFor({ state: "visible" });
      const ms = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation");
        return performance.now() - (navigation?.startTime ?? 0);
      });
      if (i >= WARM_UPS) times.push(ms);
    }
    if (!page) throw new Error("No run of /admin.");
    const count = await page
      .getByText(/^(Texts \d[\d,]* to [\d,]+ of [\d,]+|[\d,]+ texts?)\.$/)
      .innerText();
    const countShown = Number(/([\d,]+)(?: texts?)?\.$/.exec(count)?.[1]?.replace(/,/g, ""));
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);

    // Focused before the observer starts, so the click is not counted as a keystroke.
    const field = page.getByLabel("Find a text");
    await field.click();
    await page.evaluate((threshold) => {
      const durations = new Map<number, number>();
      window.keystrokeDurations = durations;
      // interactionId and durationThreshold are Event Timing's, newer than TypeScript's DOM types.
      const options = { type: "event", durationThreshold: threshold };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          interactionId?: number;
        })[]) {
          if (!entry.interactionId) continue;
          durations.set(
            entry.interactionId,
            Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
      }).observe(options);
    }, EVENT_FLOOR_MS);
    await field.pressSequentially(search.text, { delay: 100 });
    const typed = performance.now();
    await page.getByText(search.expect).waitFor();
    const searchToListMs = performance.now() - typed;
    // Entries arrive after the paint that ends them.
    await page.waitForTimeout(500);
    const measured = await page.evaluate(() => [...(window.keystrokeDurations?.values() ?? [])]);
    const keystrokes = search.text.length;
    const all = [
      ...measured,
      ...Array.from({ length: Math.max(0, keystrokes - measured.length) }, () => EVENT_FLOOR_MS),
    ];
    return {
      firstRowMs: Math.round(median(times)),
      countShown,
      domNodes,
      keystrokeMedianMs: Math.round(median(all)),
      keystrokeMaxMs: Math.round(Math.max(...all)),
      keystrokes,
      searchToListMs: Math.round(searchToListMs),
    };
  } finally {
    await browser.close();
  }
}
