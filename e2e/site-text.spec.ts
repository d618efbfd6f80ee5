import type { Page } from "@playwright/test";
import { adminText, login } from "../content/admin";
import { home } from "../content/home";
import { expect, test } from "./fixtures";

const t = adminText;
/** The promise in the product: an edit saved in /admin is in the public HTML within 5 s. */
const PUBLISH_BUDGET_MS = 5000;

test.use({ reducedMotion: "reduce" });

async function signInAsEditor(page: Page) {
  await page.goto("/login?next=/admin");
  await page.getByLabel(login.email).fill("editor@example.com");
  await page.getByLabel(login.password).fill("local-editor-password");
  await page.getByRole("button", { name: login.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByTestId("live-banner")).toHaveText(t.realtime.connected);
}

async function saveValue(page: Page, key: string, value: string) {
  const row = page.locator(`[data-testid="content-item"][data-key="${key}"]`);
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
  await signInAsEditor(page);
  const row = page.locator('[data-testid="content-item"][data-key="home.hero.title"]');
  await expect(row).toContainText("Shown on: Home page: hero title");

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
