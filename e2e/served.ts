import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** The promise in the product: a change made anywhere is in the public HTML within 5 s. */
export const PUBLISH_BUDGET_MS = 5000;

/** What the server answers for `path`: its status and body. */
export async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text() };
}

/** Waits (within the budget) for the server's answer for `path` to pass `check`. */
export function servedSoon(
  request: APIRequestContext,
  path: string,
  check: (page: { status: number; text: string }) => boolean,
) {
  return expect
    .poll(async () => check(await html(request, path)), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toBe(true);
}

/**
 * Waits for `path` to be answered from the page cache (a static page, or one regenerated after a
 * change). A publish by a test in the other lane may expire it in between, so one answer is not
 * enough; a page rendered for every request never gets there.
 */
export function cachedSoon(request: APIRequestContext, path: string) {
  return expect
    .poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toMatch(/HIT|STALE/);
}
