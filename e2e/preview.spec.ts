import type { Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { previewText } from "../content/preview";
import { siteTextByKey } from "../lib/site-text/catalogue";
import { e2eSupabase } from "./backend";
import { createEditor, editorContext, SERVICE_ROLE_KEY, signIn, VIEWER } from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;
const KEY = "about.hero.title";
const PUBLISH_BUDGET_MS = 5000;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("an editor stages a text, previews it on the page, and publishes it; visitors never see the draft", async ({
  browser,
  request,
}) => {
  test.slow();
  const published = siteTextByKey.get(KEY)!.default;
  const staged = `Specification to silicon, staged ${Date.now().toString(36)}`;
  const a = await editorContext(browser, await createEditor(request));
  const b = await editorContext(browser, await createEditor(request));
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();

  try {
    // A stages the about page's title from the page editor.
    await a.page
      .getByRole("combobox", { name: t.pages.pickerLabel, exact: true })
      .selectOption("about");
    const field = a.page.locator(`[data-testid="page-field"][data-key="${KEY}"]`);
    await field.getByRole("button", { name: /^Edit / }).click();
    await field.getByRole("textbox").fill(staged);
    await field.getByRole("button", { name: t.drafts.stage }).click();
    await expect(field.getByTestId("staged-mark")).toContainText(staged);
    await expect(field).toHaveAttribute("data-stored", "false");

    // B sees it staged, live, with who staged it.
    const stagedInB = b.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`);
    await expect(stagedInB).toContainText(staged);
    await expect(stagedInB).toContainText(published);

    // Visitors still get the published page.
    await visitorPage.goto("/about");
    await expect(heading(visitorPage)).toHaveText(published);

    // A previews it: the real page, with the staged text, a banner, and never cacheable.
    const stagedInA = a.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`);
    const [preview] = await Promise.all([
      a.page.waitForEvent("popup"),
      stagedInA.getByRole("link", { name: t.drafts.previewLabel(KEY) }).click(),
    ]);
    await expect(preview).toHaveURL((url) => url.pathname === "/about");
    const previewResponse = await preview.reload();
    await expect(heading(preview)).toHaveText(staged);
    await expect(preview.getByTestId("preview-banner")).toContainText(previewText.banner);
    expect(previewResponse?.headers()["cache-control"]).toContain("no-store");

    // Previewing did not put the draft into the page visitors get.
    await visitorPage.reload();
    await expect(heading(visitorPage)).toHaveText(published);
    expect(await (await request.get("/about")).text()).not.toContain(staged);

    // Only editors may preview.
    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await signIn(viewerPage, VIEWER);
    const refused = await viewerPage.goto("/api/preview?path=/about");
    expect(refused?.status()).toBe(403);
    await expect(viewerPage.locator("body")).toHaveText(previewText.notEditor);
    await viewer.close();
    const anonymous = await visitorPage.goto("/api/preview?path=/about");
    expect(new URL(anonymous!.url()).pathname).toBe("/login");

    // A publishes: one transaction, the stage empties everywhere, visitors get the text.
    a.page.once("dialog", (dialog) => void dialog.accept());
    await a.page.getByRole("button", { name: t.drafts.publish(1) }).click();
    const publishedAt = Date.now();
    await expect(a.page.getByText(t.drafts.empty)).toBeVisible();
    await expect(b.page.getByText(t.drafts.empty)).toBeVisible();
    await expect(field).toHaveAttribute("data-stored", "true");
    await expect
      .poll(async () => (await request.get("/about")).text(), {
        timeout: PUBLISH_BUDGET_MS,
        intervals: [100],
      })
      .toContain(staged);
    console.log(`Publish to public HTML: ${Date.now() - publishedAt} ms`);

    // Leaving the preview shows the page as visitors see it, without the banner.
    await preview.getByRole("link", { name: previewText.exit }).click();
    await expect(preview).toHaveURL((url) => url.pathname === "/about");
    await expect(preview.getByTestId("preview-banner")).toHaveCount(0);
    await expect(heading(preview)).toHaveText(staged);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/website_content?content_key=eq.${KEY}`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    await request.delete(
      `${e2eSupabase.url}/rest/v1/website_content_drafts?content_key=eq.${KEY}`,
      { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
    );
    await a.context.close();
    await b.context.close();
    await visitor.close();
  }
});
