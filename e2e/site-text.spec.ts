import type { APIRequestContext, Page } from "@playwright/test";
import { adminActions, adminText } from "../content/admin";
import { home } from "../content/home";
import { siteTextByKey } from "../lib/site-text/catalogue";
import { e2eSupabase } from "./backend";
import { contentItem, openAdmin, saveItem, SERVICE_ROLE_KEY } from "./editor";
import { expect, test } from "./fixtures";
import { cachedSoon } from "./served";

const t = adminText;
/** The promise in the product: an edit saved in /admin is in the public HTML within 5 s. */
const PUBLISH_BUDGET_MS = 5000;

test("an edited home title reaches the static home page within 5 seconds", async ({
  page,
  request,
}) => {
  await openAdmin(page);
  const row = contentItem(page, "home.hero.title");
  await expect(row).toContainText(`Shown on: ${siteTextByKey.get("home.hero.title")?.location}`);

  const title = `Silicon to Systems ${Date.now().toString(36)}`;
  const savedAt = await saveItem(page, "home.hero.title", title);
  await expect
    .poll(async () => (await request.get("/")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toContain(`>${title}</h1>`);
  console.log(`Save to public HTML: ${Date.now() - savedAt} ms`);

  await cachedSoon(request, "/");

  await saveItem(page, "home.hero.title", home.hero.title);
  await expect
    .poll(async () => (await request.get("/")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toContain(`>${home.hero.title}</h1>`);
});

const pageField = (page: Page, key: string) =>
  page.locator(`[data-testid="page-field"][data-key="${key}"]`);

/** Writes straight to the table with the service role, as Studio or a script would. */
async function restWrite(
  request: APIRequestContext,
  method: "POST" | "DELETE",
  query: string,
  data?: object,
) {
  const response = await request.fetch(`${e2eSupabase.url}/rest/v1/website_content${query}`, {
    method,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("the page editor stores a default text service pages share, and reset brings it back", async ({
  page,
  request,
}) => {
  const key = "services.labels.benefits";
  const entry = siteTextByKey.get(key)!;
  await openAdmin(page);
  await page.goto("/admin/pages/services");
  await expect(page.getByTestId("view-on-site")).toHaveAttribute("href", "/services");
  const field = pageField(page, key);
  await expect(field).toHaveAttribute("data-stored", "false");
  await expect(field).toContainText(t.pages.defaultMarker);
  await expect(field).toContainText(entry.default);
  // A text the site fills figures and names into says which blanks to keep, with its box too.
  const withBlanks = pageField(page, "services.areas.all-in");
  const blanksHint = t.pages.blanks(["{count}", "{subcategory}"]);
  await expect(withBlanks).toContainText(blanksHint);
  await withBlanks.getByRole("button", { name: /^Edit / }).click();
  await expect(withBlanks.getByRole("textbox")).toHaveAccessibleDescription(blanksHint);
  await withBlanks.getByRole("button", { name: t.list.cancel }).click();
  await expect(withBlanks.getByRole("textbox")).toHaveCount(0);
  await expect(field).not.toContainText(t.pages.blanks(["{count}"]).split("{")[0]!);

  const text = `What you gain ${Date.now().toString(36)}`;
  await field.getByRole("button", { name: /^Edit / }).click();
  await field.getByRole("textbox").fill(text);
  await field.getByRole("button", { name: adminActions.publishNow }).click();
  const savedAt = Date.now();
  await expect(field).toHaveAttribute("data-stored", "true");
  await expect(field).toContainText(`${t.pages.defaultWas} ${entry.default}`);
  await expect
    .poll(async () => (await request.get("/services/dft")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toContain(text);
  console.log(`Page editor save to public HTML: ${Date.now() - savedAt} ms`);
  // The new row is in the spec's list too, on the overview.
  await page.goto("/admin");
  await expect(contentItem(page, key)).toContainText(text);
  await page.goto("/admin/pages/services");

  page.once("dialog", (dialog) => void dialog.accept());
  await field.getByRole("button", { name: /^Reset to default/ }).click();
  await expect(field).toHaveAttribute("data-stored", "false");
  await expect
    .poll(async () => (await request.get("/services/dft")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .not.toContain(text);
});

test("search, unused keys and long unbroken text at 390 px", async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const unusedKey = `retired.banner-${Date.now().toString(36)}`;
  const long = "x".repeat(400);
  await restWrite(request, "POST", "", { content_key: unusedKey, content_value: long });
  try {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    // The overview's list: the unused row says so, and its long text does not widen the page.
    await openAdmin(page);
    await expect(contentItem(page, unusedKey)).toContainText(adminText.siteText.notShown);
    await contentItem(page, unusedKey).scrollIntoViewIfNeeded();
    expect(await overflow()).toBe(0);

    await page.goto("/admin/pages/home");
    await expect(page.getByTestId("unused-keys")).toContainText(unusedKey);

    const search = page.getByRole("searchbox", { name: t.pages.searchLabel });
    await search.fill("key benefits");
    await expect(pageField(page, "services.labels.benefits")).toContainText(
      t.pages.onPage("Services overview"),
    );
    // A search most texts match shows the first 50 and says how many there are.
    await search.fill("e");
    await expect(page.getByText(/Showing the first 50 of \d+ matching texts/)).toBeVisible();

    // A long unbroken value, stored and being edited, must not widen the page.
    await search.fill("");
    const field = pageField(page, "home.hero.eyebrow");
    await field.getByRole("button", { name: /^Edit / }).click();
    await field.getByRole("textbox").fill("y".repeat(300));
    expect(await overflow()).toBe(0);
    await field.getByRole("button", { name: t.list.cancel }).click();
    await page.getByTestId("unused-keys").scrollIntoViewIfNeeded();
    expect(await overflow()).toBe(0);
  } finally {
    await restWrite(request, "DELETE", `?content_key=eq.${unusedKey}`);
    await context.close();
  }
});

test("past the API's 1,000 rows per read, the site and the admin still have every text", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const filler = Array.from({ length: 1_000 }, (_, i) => ({
    content_key: `e2e.bulk-${stamp}.${i}`,
    content_value: `Filler ${i}`,
  }));
  const title = `Visit us in Banjara Hills ${stamp}`;
  try {
    await restWrite(request, "POST", "", filler);
    // Stored after a thousand others: a read that stops at the API's limit would miss it.
    await restWrite(request, "POST", "", {
      content_key: "locations.hero.title",
      content_value: title,
    });
    await expect
      .poll(async () => (await request.get("/locations")).text(), {
        timeout: PUBLISH_BUDGET_MS,
        intervals: [100],
      })
      .toContain(title);

    await openAdmin(page);
    // The list shows a page at a time; its search reaches every row.
    const search = page.getByLabel(t.list.search);
    await search.fill("locations.hero.title");
    await expect(contentItem(page, "locations.hero.title")).toContainText(title);
    await search.fill(`e2e.bulk-${stamp}.999`);
    await expect(contentItem(page, `e2e.bulk-${stamp}.999`)).toHaveCount(1);
  } finally {
    await restWrite(request, "DELETE", `?content_key=like.e2e.bulk-${stamp}.*`);
    await restWrite(request, "DELETE", "?content_key=eq.locations.hero.title");
  }
});
