import type { Locator, Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { previewText } from "../content/preview";
import { siteTextByKey } from "../lib/site-text/catalogue";
import { e2eSupabase } from "./backend";
import { collectionsText } from "../content/admin-collections";
import { collectionSpecs } from "../lib/collections/specs";
import { faqs } from "../content/contact";
import {
  createEditor,
  editorContext,
  expectToast,
  SERVICE_ROLE_KEY,
  signIn,
  VIEWER,
} from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;
const KEY = "about.hero.title";
const PUBLISH_BUDGET_MS = 5000;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Expects a text made by `template` with any time in it: its words on either side of the time. */
async function expectWithTime(locator: Locator, template: (when: string) => string) {
  for (const part of template("\0").split("\0")) await expect(locator).toContainText(part);
}

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
    // A stages the about page's title from the about page's texts; B watches the Staged room.
    await a.page.goto("/admin/pages/about");
    await b.page.goto("/admin/staged");
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

    // A previews it from the Staged room: the real page, with the staged text, a banner, and
    // never cacheable.
    await a.page.goto("/admin/staged");
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
    await a.page.goto("/admin/pages/about");
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

test("editors stage a changed and a new question, preview them, and publish them together; an overtaken change publishes nothing", async ({
  browser,
  request,
}) => {
  test.slow();
  const items = collectionsText;
  const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
  const stamp = Date.now().toString(36);
  const answer = `Yes, and we sign yours first ${stamp}.`;
  const question = `Do you work under export controls ${stamp}?`;
  const [first, second, third] = faqs;
  const rowsOf = async () =>
    (await (
      await request.get(`${e2eSupabase.url}/rest/v1/faqs`, {
        params: { select: "id,question,answer,sort_order", order: "sort_order" },
        headers: secret,
      })
    ).json()) as { id: string; question: string; answer: string; sort_order: number }[];
  const [firstRow, secondRow, thirdRow] = await rowsOf();
  const accountA = await createEditor(request);
  const a = await editorContext(browser, accountA);
  const b = await editorContext(browser, await createEditor(request));
  await b.page.goto("/admin/staged");
  const note = a.page.getByTestId("staged-note");
  const contactHtml = async () => (await request.get("/contact")).text();

  try {
    // A stages a new answer to the first question: the form now shows the staged version.
    await a.page.goto(`/admin/faqs/${firstRow!.id}`);
    await a.page.getByLabel("Answer").fill(answer);
    await a.page.getByRole("button", { name: items.staging.stage }).click();
    await expectWithTime(note, (when) => items.staging.shows(accountA.email, when));
    await expect(a.page).toHaveURL(`/admin/faqs/${firstRow!.id}`);
    await expect(a.page.getByLabel("Answer")).toHaveValue(answer);

    // And stages a new question, which gets its own address and is not in the list yet.
    await a.page.goto("/admin/faqs/new");
    await a.page.getByLabel("Question").fill(question);
    await a.page.getByLabel("Answer").fill("Yes: ITAR and EAR, with trained staff.");
    await a.page.getByRole("button", { name: items.staging.stage }).click();
    await expectWithTime(note, (when) =>
      items.staging.notYetLive(accountA.email, when, collectionSpecs.faqs.item),
    );
    await expect(a.page).toHaveURL(/\/admin\/faqs\/[0-9a-f-]{36}$/);
    await a.page.goto("/admin/faqs");
    await expect(
      a.page
        .getByRole("region", { name: items.staging.newHeading })
        .getByText(question, { exact: true }),
    ).toBeVisible();
    await expect(a.page.getByTitle(items.staging.badgeLabel(first!.question))).toBeVisible();
    expect(await rowsOf()).toHaveLength(faqs.length);

    // And stages the third question's removal: it stays on the site until published.
    await a.page.goto(`/admin/faqs/${thirdRow!.id}`);
    a.page.once("dialog", (dialog) => void dialog.accept());
    await a.page.getByRole("button", { name: items.staging.stageRemoval }).click();
    await expectWithTime(note, (when) =>
      items.staging.removal(accountA.email, when, collectionSpecs.faqs.item),
    );

    // B sees all three staged, live, in the Staged room; visitors see none of them.
    const stagedInB = b.page.getByTestId("staged-item");
    await expect(stagedInB).toHaveCount(3);
    await expect(stagedInB.first()).toContainText(
      t.drafts.itemKind.change + t.drafts.itemTitle(collectionSpecs.faqs.title, first!.question),
    );
    await expect(stagedInB.nth(1)).toContainText(
      t.drafts.itemKind.new + t.drafts.itemTitle(collectionSpecs.faqs.title, question),
    );
    await expect(stagedInB.last()).toContainText(t.drafts.itemKind.removal);
    const before = await contactHtml();
    expect(before).not.toContain(answer);
    expect(before).not.toContain(question);
    expect(before).toContain(third!.question);

    // A previews the contact page with both, from the staged note of the question's form.
    await a.page.goto(`/admin/faqs/${firstRow!.id}`);
    const [preview] = await Promise.all([
      a.page.waitForEvent("popup"),
      a.page.getByRole("link", { name: items.staging.preview }).click(),
    ]);
    await expect(preview).toHaveURL((url) => url.pathname === "/contact");
    await expect(preview.getByText(answer)).toBeVisible();
    await expect(preview.getByText(question)).toBeVisible();
    await expect(preview.getByText(third!.question)).toHaveCount(0);
    expect(await contactHtml()).not.toContain(question);

    // B publishes: all three at once, the new question last.
    b.page.once("dialog", (dialog) => void dialog.accept());
    await b.page.getByRole("button", { name: t.drafts.publish(3) }).click();
    const publishedAt = Date.now();
    await expect(b.page.getByText(t.drafts.empty)).toBeVisible();
    await expect
      .poll(
        async () => {
          const html = await contactHtml();
          return (
            html.includes(answer) && html.includes(question) && !html.includes(third!.question)
          );
        },
        { timeout: PUBLISH_BUDGET_MS, intervals: [100] },
      )
      .toBe(true);
    console.log(`Publish of staged items to public HTML: ${Date.now() - publishedAt} ms`);
    const published = await rowsOf();
    expect(published.at(-1)?.question).toBe(question);
    expect(published[0]?.answer).toBe(answer);

    // A stages the second question; a save made elsewhere overtakes it: publishing refuses,
    // nothing is published, and it stays staged until A discards it.
    await a.page.goto(`/admin/faqs/${secondRow!.id}`);
    await a.page.getByLabel("Answer").fill(`A staged answer that loses ${stamp}.`);
    await a.page.getByRole("button", { name: items.staging.stage }).click();
    await expect(note).toBeVisible();
    await request.patch(`${e2eSupabase.url}/rest/v1/faqs`, {
      params: { id: `eq.${secondRow!.id}` },
      headers: secret,
      data: { answer: `Saved meanwhile ${stamp}.` },
    });
    await expect(stagedInB).toHaveCount(1);
    b.page.once("dialog", (dialog) => void dialog.accept());
    await b.page.getByRole("button", { name: t.drafts.publish(1) }).click();
    await expectToast(b.page, t.drafts.publishFailed);
    await expect(b.page.getByText(/was overtaken: someone changed or removed it/)).toBeVisible();
    await expect(stagedInB).toHaveCount(1);
    expect((await rowsOf())[1]?.answer).toBe(`Saved meanwhile ${stamp}.`);

    a.page.once("dialog", (dialog) => void dialog.accept());
    await a.page.getByRole("button", { name: items.staging.discard }).click();
    await expectToast(a.page, items.staging.discarded);
    await expect(note).toHaveCount(0);
    await expect(a.page.getByLabel("Answer")).toHaveValue(`Saved meanwhile ${stamp}.`);
    await expect(stagedInB).toHaveCount(0);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts`, {
      params: { collection: "eq.faqs" },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/faqs`, {
      params: { question: `eq.${question}` },
      headers: secret,
    });
    await request.post(`${e2eSupabase.url}/rest/v1/faqs`, {
      headers: { ...secret, Prefer: "resolution=ignore-duplicates" },
      data: { ...thirdRow, answer: third!.answer },
    });
    for (const [row, shipped] of [
      [firstRow, first],
      [secondRow, second],
    ] as const) {
      await request.patch(`${e2eSupabase.url}/rest/v1/faqs`, {
        params: { id: `eq.${row!.id}` },
        headers: secret,
        data: { answer: shipped!.answer },
      });
    }
    await a.context.close();
    await b.context.close();
  }
});
