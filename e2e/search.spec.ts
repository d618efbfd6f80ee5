import type { Page } from "@playwright/test";
import { navigationLabels } from "../content/navigation";
import { notFoundPage } from "../content/errors";
import { searchPage } from "../content/search";
import { testAddress } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";
import { hostileQueries } from "./fixtures/hostile-queries";

/**
 * The site search: reached from the header (with and without JavaScript) and the 404 page; it
 * finds the DFT service for "scan compression" and a service by a misspelling, narrows to one
 * kind and pages through results; hostile queries give results or "nothing found", never an
 * error or a reflected tag; an address that searches too often is told when to try again.
 */

const t = searchPage;

async function search(page: Page, query: string) {
  await page.getByLabel(t.form.label).fill(query);
  await page.getByRole("button", { name: t.form.button, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/search" && url.searchParams.get("q") === query,
  );
}

const results = (page: Page) => page.getByRole("list", { name: t.results.label });

test("a visitor searches from the header and finds the DFT service for “scan compression”", async ({
  page,
}) => {
  await page.goto("/services");
  await page.getByRole("banner").getByRole("link", { name: navigationLabels.search }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await search(page, "scan compression");
  const first = results(page).getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", "/services/dft");
  await expect(first.locator("mark").first()).toHaveText(/scan|compression/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the search works without JavaScript, from the header to the results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: navigationLabels.search }).click();
    await search(page, "scan compression");
    await expect(results(page).getByRole("link").first()).toHaveAttribute("href", "/services/dft");
  } finally {
    await context.close();
  }
});

test("the phone menu and the 404 page lead to the search", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto("/no-such-page");
    await page.getByLabel(notFoundPage.search.label).fill("embedded linux");
    await page.getByRole("button", { name: notFoundPage.search.button, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "embedded linux");
    await expect(results(page).getByRole("listitem").first()).toBeVisible();

    await page.goto("/");
    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    await page.getByRole("link", { name: navigationLabels.search }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/search");
  } finally {
    await context.close();
  }
});

test("a misspelled query finds the service it meant, saying what it searched for", async ({
  page,
}) => {
  await page.goto("/search?q=verifcation");
  await expect(page.getByText(t.correction.showing)).toBeVisible();
  await expect(page.getByText(t.correction.showing).locator("..")).toContainText("verification");
  await expect(results(page).getByRole("link", { name: "Design verification" })).toBeVisible();
});

test("results narrow to one kind and page through, twenty at a time", async ({ page }) => {
  await page.goto("/search?q=design");
  const filters = page.getByRole("navigation", { name: t.results.filters });
  const all = Number(
    /\((\d+)\)/.exec((await filters.getByRole("link").first().textContent()) ?? "")?.[1],
  );
  expect(all).toBeGreaterThan(20);
  await expect(results(page).getByRole("listitem")).toHaveCount(20);

  const pages = page.getByRole("navigation", { name: t.pagination.label });
  await pages.getByRole("link", { name: t.pagination.next }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(results(page).getByRole("listitem")).toHaveCount(all - 20);

  await filters.getByRole("link", { name: new RegExp(`^${t.kinds.industries!.many} \\(`) }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("kind") === "industries");
  const kinds = await results(page).getByRole("listitem").locator("p").first().allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  for (const item of await results(page).getByRole("listitem").all()) {
    await expect(item).toContainText(t.kinds.industries!.one);
  }
});

test("an empty query shows where to start; a query over 200 characters is cut, with a note", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: t.empty.title })).toBeVisible();
  for (const region of [t.suggestions.practices, t.suggestions.services]) {
    await expect(
      page.getByRole("region", { name: region }).getByRole("link").first(),
    ).toBeVisible();
  }
  await page.goto(`/search?q=${encodeURIComponent("embedded ".repeat(40))}`);
  await expect(page.getByText(t.cut(200))).toBeVisible();
});

test("hostile queries give results or nothing found: never an error page or a reflected tag", async ({
  request,
}) => {
  expect(hostileQueries.length).toBeGreaterThanOrEqual(50);
  // Each from an address of its own, as many visitors, so the limit on one address stays out of it.
  const from = () => ({ "x-forwarded-for": testAddress() });
  for (const query of hostileQueries) {
    const response = await request.get(`/search?q=${encodeURIComponent(query)}`, {
      headers: from(),
    });
    expect(response.status(), query).toBe(200);
    const text = await response.text();
    expect(text, query).toMatch(
      new RegExp(`${t.results.heading}|${t.nothing.title}|${t.empty.title}`),
    );
    if (query.includes("<")) expect(text, query).not.toContain(query);
  }
  // Lone surrogates and bytes that are not UTF-8 at all, as a crawler may send them.
  for (const raw of ["%ED%A0%80", "x%ED%BF%BFy", "%FF%FE", "%C0%AF", "%", "%E2%82"]) {
    const response = await request.get(`/search?q=${raw}`, { headers: from() });
    expect(response.status(), raw).toBeLessThan(500);
  }
});

test("more than 30 searches a minute from one address get a 429 that says when to try again", async ({
  request,
}) => {
  const address = testAddress();
  const headers = { "x-forwarded-for": address };
  for (let i = 0; i < 30; i += 1) {
    const response = await request.get(`/search?q=chip${i}`, { headers });
    expect(response.status()).toBe(200);
  }
  const refused = await request.get("/search?q=one-more", { headers });
  expect(refused.status()).toBe(429);
  const wait = Number(refused.headers()["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(refused.headers()["cache-control"]).toContain("no-store");
  expect(await refused.text()).toContain(t.tooMany.title);
  // Another address is not held back by this one.
  const other = await request.get("/search?q=chip", {
    headers: { "x-forwarded-for": testAddress() },
  });
  expect(other.status()).toBe(200);
});

// One theme a test, as the other pages' checks.
for (const theme of ["light", "dark"] as const) {
  test(`the results page has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
    await gotoWithTheme(page, "/search?q=verifcation", theme);
    await expect(results(page).getByRole("listitem").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  });
}
