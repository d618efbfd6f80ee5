import type { APIRequestContext } from "@playwright/test";
import { about } from "../content/about";
import { siteTextByKey } from "../lib/site-text/catalogue";
import { e2eSupabase } from "./backend";
import { SERVICE_ROLE_KEY } from "./editor";
import { expect, test } from "./fixtures";
import { cachedSoon } from "./served";

/** The promise in the product: a change made anywhere is in the public HTML within 5 s. */
const PUBLISH_BUDGET_MS = 5000;
const KEY = "about.hero.title";
const PAGE = "/about";

const service = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
};

/** A write straight to the REST API, as any script or integration would make it: no /admin. */
async function storeTitle(request: APIRequestContext, value: string) {
  const response = await request.post(`${e2eSupabase.url}/rest/v1/website_content`, {
    params: { on_conflict: "content_key" },
    headers: { ...service, prefer: "resolution=merge-duplicates" },
    data: { content_key: KEY, content_value: value },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function removeTitle(request: APIRequestContext) {
  const response = await request.delete(`${e2eSupabase.url}/rest/v1/website_content`, {
    params: { content_key: `eq.${KEY}` },
    headers: service,
  });
  expect(response.status()).toBe(204);
}

/** The page's heading as the server sends it (the page is static: no script runs here). */
async function heading(request: APIRequestContext) {
  const html = await (await request.get(PAGE)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

function pageShows(request: APIRequestContext, title: string) {
  return expect
    .poll(() => heading(request), { timeout: PUBLISH_BUDGET_MS, intervals: [100] })
    .toBe(title);
}

// A failed run must not leave its title on the page for the tests that follow.
test.afterAll(async ({ request }) => {
  await removeTitle(request);
});

test("a REST API write reaches the static about page within 5 seconds", async ({ request }) => {
  expect(siteTextByKey.has(KEY)).toBe(true);
  // Before the change: the default from content/.
  expect(await heading(request)).toBe(about.hero.title);

  const title = `Engineers from specification to silicon ${Date.now().toString(36)}`;
  await storeTitle(request, title);
  const writtenAt = Date.now();
  await pageShows(request, title);
  console.log(`REST write to public HTML: ${Date.now() - writtenAt} ms`);

  // Still a cached static page, now regenerated with the new text.
  await cachedSoon(request, PAGE);

  // Removing the row is a change too: the default comes back just as fast.
  await removeTitle(request);
  await pageShows(request, about.hero.title);
});
