import type { Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { home } from "../content/home";
import { siteTextByKey } from "../content/site-text";
import { contentItem, openAdmin } from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;
/** The promise in the product: an edit saved in /admin is in the public HTML within 5 s. */
const PUBLISH_BUDGET_MS = 5000;

test.use({ reducedMotion: "reduce" });

async function saveValue(page: Page, key: string, value: string) {
  const row = contentItem(page, key);
  await row.getByRole("button", { name: t.list.editLabel(key) }).click();
  await row.getByRole("textbox").fill(value);
  await row.getByRole("button", { name: t.list.save }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: t.toasts.saved }).first(),
  ).toBeAttached();
  return Date.now();
}

test("an edited home title reaches the static home page within 5 seconds", async ({
  page,
  request,
}) => {
  await openAdmin(page);
  const row = contentItem(page, "home.hero.title");
  await expect(row).toContainText(`Shown on: ${siteTextByKey.get("home.hero.title")?.location}`);

  const title = `Silicon to Systems ${Date.now().toString(36)}`;
  const savedAt = await saveValue(page, "home.hero.title", title);
  await expect
    .poll(async () => (await request.get("/")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toContain(`>${title}</h1>`);
  console.log(`Save to public HTML: ${Date.now() - savedAt} ms`);

  const response = await request.get("/");
  expect(response.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);

  await saveValue(page, "home.hero.title", home.hero.title);
  await expect
    .poll(async () => (await request.get("/")).text(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toContain(`>${home.hero.title}</h1>`);
});
