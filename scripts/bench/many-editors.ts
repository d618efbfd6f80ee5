import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser";
import { type Account, signInAt } from "./site";
import { median, percentile } from "./stats";

export interface ManyEditors {
  editors: number;
  /** Pages whose "Editors here now" listed every other open tab. */
  presenceComplete: number;
  changes: number;
  /** Rows that reached a page's list, of editors × changes. */
  delivered: number;
  expected: number;
  /** From the write's request until the page's count showed the row, ms. */
  p50Ms: number;
  p95Ms: number;
  /** A fresh /admin's first row while the others are open, median of the loads, after the writes. */
  firstRowMs: number;
  /** The same before any write, with the others open and idle. */
  firstRowIdleMs: number;
  /** The server's first byte of those loads (after the writes), median: the rest is the browser's. */
  firstByteMs: number;
}

/** How long presence and each row may take to reach every page before they count as missing. */
const WAIT_MS = 30_000;

declare global {
  interface Window {
    /** The list's total as it changed: [epoch ms, total]. */
    listTotals?: [number, number][];
  }
}

/**
 * Records each change of the count line, with the time, in the page. Written as page script
 * text: the bench's compiler adds helpers to functions it names, which the page does not have.
 */
const WATCH_TOTALS = `(() => {
  const line = document.getElementById("content-count");
  if (!line) throw new Error("No count line on /admin.");
  window.listTotals = [];
  const note = () => {
    const match = /(?:^| of )([\\d,]+)(?: texts?)?\\.$/.exec((line.textContent || "").trim());
    if (match) window.listTotals.push([Date.now(), Number(match[1].replace(/,/g, ""))]);
  };
  note();
  new MutationObserver(note).observe(line, { childList: true, subtree: true, characterData: true });
})()`;

async function watchTotals(page: Page) {
  await page.evaluate(WATCH_TOTALS);
}

interface AdminLoad {
  firstRow: number;
  firstByte: number;
}

/** Opens /admin: the time to its first row, then waits until every row has arrived. */
async function openAdmin(page: Page, origin: string): Promise<AdminLoad> {
  await page.goto(`${origin}/admin`, { waitUntil: "commit" });
  await page.getByTestId("content-item").first().waitFor({ state: "visible", timeout: WAIT_MS });
  const load = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const start = navigation?.startTime ?? 0;
    return {
      firstRow: performance.now() - start,
      firstByte: (navigation?.responseStart ?? start) - start,
    };
  });
  // The count line gives the total ("of 8,520." or "7 texts.") once the list holds every row.
  await page.waitForFunction(
    () =>
      /(?:^| of )[\d,]+(?: texts?)?\.$/.test(
        document.getElementById("content-count")?.textContent?.trim() ?? "",
      ),
    undefined,
    { timeout: WAIT_MS },
  );
  return load;
}

/** Three further /admin loads in the first editor's browser, next to the open tabs. */
async function furtherLoads(beside: Page, origin: string): Promise<AdminLoad[]> {
  const loads: AdminLoad[] = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await beside.context().newPage();
    loads.push(await openAdmin(page, origin));
    await page.close();
  }
  return loads;
}

/** Editor accounts made through the Auth admin API, as an admin inviting a team would. */
export async function createEditors(
  backend: string,
  secretKey: string,
  count: number,
): Promise<Account[]> {
  const stamp = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = {
        email: `editor-${i + 1}.${stamp}@example.com`,
        password: `bench-${stamp}-${i}`,
      };
      const response = await fetch(`${backend}/auth/v1/admin/users`, {
        method: "POST",
        headers: {
          apikey: secretKey,
          Authorization: `Bearer ${secretKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ ...account, email_confirm: true, app_metadata: { role: "editor" } }),
      });
      if (!response.ok) throw new Error(`create ${account.email}: ${response.status}`);
      return account;
    }),
  );
}

/**
 * One /admin tab per editor, all open at once in one browser: whether each sees every other
 * editor in "Editors here now", whether each list shows every row written meanwhile (and how
 * soon), and whether a further /admin is slower with them open.
 */
export async function measureManyEditors(
  origin: string,
  accounts: readonly Account[],
  write: (key: string) => Promise<void>,
  changes = 20,
): Promise<ManyEditors> {
  const editors = accounts.length;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const pages: Page[] = [];
    for (const account of accounts) {
      const page = await (await browser.newContext()).newPage();
      await signInAt(origin, account)(page);
      await openAdmin(page, origin);
      pages.push(page);
    }

    const others = editors - 1;
    const present = await Promise.all(
      pages.map((page) =>
        page
          .getByTestId("present-editor")
          .nth(others - 1)
          .waitFor({ state: "attached", timeout: WAIT_MS })
          .then(
            () => true,
            () => false,
          ),
      ),
    );

    const idle = await furtherLoads(pages[0]!, origin);
    await Promise.all(pages.map(watchTotals));
    const start = await pages[0]!.evaluate(() => window.listTotals?.at(-1)?.[1] ?? 0);
    const written: number[] = [];
    for (let i = 0; i < changes; i += 1) {
      written.push(Date.now());
      await write(`bench.editors.${Date.now().toString(36)}.${i}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const final = start + changes;
    await Promise.all(
      pages.map((page) =>
        page
          .waitForFunction((total) => (window.listTotals?.at(-1)?.[1] ?? 0) >= total, final, {
            timeout: WAIT_MS,
          })
          .catch(() => undefined),
      ),
    );

    const latencies: number[] = [];
    let delivered = 0;
    for (const page of pages) {
      const totals = await page.evaluate(() => window.listTotals ?? []);
      written.forEach((at, i) => {
        const shown = totals.find(([, total]) => total >= start + i + 1);
        if (!shown) return;
        delivered += 1;
        latencies.push(Math.max(0, shown[0] - at));
      });
    }

    const loads = await furtherLoads(pages[0]!, origin);
    return {
      editors,
      presenceComplete: present.filter(Boolean).length,
      changes,
      delivered,
      expected: editors * changes,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      firstRowMs: Math.round(median(loads.map((load) => load.firstRow))),
      firstRowIdleMs: Math.round(median(idle.map((load) => load.firstRow))),
      firstByteMs: Math.round(median(loads.map((load) => load.firstByte))),
    };
  } finally {
    await browser.close();
  }
}
