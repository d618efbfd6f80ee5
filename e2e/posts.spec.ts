import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { richTextEditorText } from "../content/admin-rich-text";
import { collectionsText } from "../content/admin-collections";
import { reviewText } from "../content/admin-review";
import { postsWords } from "../content/collections/posts";
import { insightsPage } from "../content/insights";
import { previewText } from "../content/preview";
import { hostileDocuments } from "../lib/rich-text/__tests__/hostile-documents";
import { onPagePath } from "../lib/visual-editing/on-page-path";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { createEditor, editorContext, expectToast, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { expect, test } from "./fixtures";
import { addLibraryImage, removeLibraryImage } from "./library-image";
import { html, servedSoon } from "./served";

/**
 * Posts, from nothing: a fresh site shows none; an author writes a case study in the editor and
 * asks for review, an editor approves it, and visitors find it everywhere posts are shown; the
 * database refuses a body crafted to run a script.
 */

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const stamp = Date.now().toString(36);
const fields = postsWords.fields;
const toolbar = richTextEditorText.toolbar;

test.describe.configure({ mode: "serial", timeout: TWO_EDITORS_TIMEOUT_MS * 3 });

async function removePosts(request: APIRequestContext) {
  await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts`, {
    params: { collection: "eq.posts" },
    headers: secret,
  });
  await request.delete(`${e2eSupabase.url}/rest/v1/posts`, {
    params: { slug: `like.*${stamp}*` },
    headers: secret,
  });
  await request.delete(`${e2eSupabase.url}/rest/v1/redirects`, {
    params: { source_path: `like./insights/*${stamp}*` },
    headers: secret,
  });
}

test.afterAll(async ({ request }) => removePosts(request));

const insightsLinks = (page: Page) =>
  page.locator("header, footer").getByRole("link", { name: insightsPage.navLabel, exact: true });

test("a fresh site has no Insights link, list, feed or sitemap entry", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator("footer")).toBeVisible();
  await expect(insightsLinks(page)).toHaveCount(0);
  await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
  expect((await html(request, "/insights")).status).toBe(404);
  expect((await html(request, "/insights/feed.xml")).status).toBe(404);
  expect((await html(request, "/sitemap.xml")).text).not.toContain("/insights");
});

test("bodies crafted to run a script or break the page are refused through the REST API, and none is stored", async ({
  request,
}) => {
  expect(hostileDocuments.length).toBeGreaterThanOrEqual(50);
  for (const [index, hostile] of hostileDocuments.entries()) {
    const response = await request.post(`${e2eSupabase.url}/rest/v1/posts`, {
      headers: secret,
      data: {
        slug: `hostile-${index}-${stamp}`,
        title: `Hostile ${index}`,
        summary: "Crafted.",
        kind: "insight",
        body: hostile.body,
      },
    });
    expect(response.status(), hostile.name).toBe(400);
    const answer = (await response.json()) as { code: string; message: string };
    expect(["23514", "23503"], `${hostile.name}: ${answer.message}`).toContain(answer.code);
    expect(answer.message.length, hostile.name).toBeGreaterThan(10);
  }
  const stored = await request.get(`${e2eSupabase.url}/rest/v1/posts`, {
    params: { select: "id", slug: `like.hostile-*${stamp}` },
    headers: secret,
  });
  expect(await stored.json()).toEqual([]);
});

/** Pastes HTML into the editor as a browser's clipboard would hand it over. */
async function pasteHtml(page: Page, fixture: string) {
  const markup = readFileSync(`e2e/fixtures/paste/${fixture}`, "utf8");
  await page.getByRole("textbox", { name: fields.body.label }).evaluate((text, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", pasted.replace(/<[^>]+>/g, ""));
    text.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, markup);
}

test("an author writes a case study, an editor approves it, and visitors find it everywhere; removed, it answers 404", async ({
  browser,
  request,
}) => {
  const title = `Cutting ATE time ${stamp}`;
  const slug = `cutting-ate-time-${stamp}`;
  const path = `/insights/${slug}`;
  const alt = `A probe card on the tester ${stamp}`;
  const image = await addLibraryImage(request, {
    alt,
    fileName: `probe-${stamp}.png`,
    width: 640,
    height: 360,
    colour: "#4338ca",
  });
  const author = await editorContext(browser, await createEditor(request, "author"));
  const editor = await editorContext(browser, await createEditor(request));
  try {
    const page = author.page;
    await page.goto("/admin/posts/new");
    await page.getByLabel(fields.title.label, { exact: true }).fill(title);
    await expect(page.getByLabel(fields.slug.label)).toHaveValue(slug);
    await page.getByLabel(fields.kind.label).selectOption("case-study");
    await page.getByLabel(fields.summary.label).fill("Compression and reordering took 40% off.");
    await page.getByRole("group", { name: fields.service_ids.label }).getByLabel("DFT").check();
    await page.getByLabel(fields.client.label).fill("A tier-1 automotive supplier");
    await page
      .getByLabel(fields.results.label)
      .fill("40% | shorter test time\n3x | faster bring-up");

    // The body: a heading, a list, a link to a service, an image, and text pasted from Docs and Word.
    const text = page.getByRole("textbox", { name: fields.body.label });
    await text.click();
    const bar = page.getByRole("toolbar", { name: toolbar.label });
    await bar.getByRole("button", { name: toolbar.heading(2) }).click();
    await page.keyboard.type("What slowed the line");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Three things kept the tester busy:");
    await page.keyboard.press("Enter");
    await bar.getByRole("button", { name: toolbar.bulletList }).click();
    await page.keyboard.type("long scan chains");
    await page.keyboard.press("Enter");
    await page.keyboard.type("redundant patterns");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read about our ");
    await bar.getByRole("button", { name: toolbar.link }).click();
    const linkDialog = page.getByRole("dialog", { name: richTextEditorText.link.title });
    await linkDialog.getByLabel(richTextEditorText.link.url).fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: richTextEditorText.link.apply }).click();
    await expect(linkDialog.getByLabel(richTextEditorText.link.url)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await linkDialog.getByLabel(richTextEditorText.link.url).fill("/services/dft");
    await linkDialog.getByRole("button", { name: richTextEditorText.link.apply }).click();
    await expect(linkDialog).toBeHidden();
    // Each paste on a line of its own, so its first heading stays a heading.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await pasteHtml(page, "google-docs.html");
    await page.keyboard.press("Enter");
    await pasteHtml(page, "word.html");
    // Last: a pasted text would replace the image while it is selected, as in any editor.
    await bar.getByRole("button", { name: toolbar.image }).click();
    const imageDialog = page.getByRole("dialog", { name: richTextEditorText.image.title });
    await imageDialog
      .getByLabel(richTextEditorText.image.choose, { exact: true })
      .selectOption(image.id);
    await expect(imageDialog.getByLabel(richTextEditorText.image.alt)).toHaveValue(alt);
    await imageDialog.getByLabel(richTextEditorText.image.caption).fill("The probe card");
    await imageDialog.getByRole("button", { name: richTextEditorText.image.insert }).click();
    await expect(imageDialog).toBeHidden();
    await expect(page.getByText(/^\d+ words · \d+ min read$/)).toBeVisible();

    await page.getByRole("button", { name: collectionsText.staging.stage }).click();
    await expectToast(page, collectionsText.staging.staged);
    await page.goto("/admin/staged");
    await page.getByRole("button", { name: reviewText.author.submit }).click();
    await expectToast(page, reviewText.done.submitted);
    expect((await html(request, path)).status).toBe(404);

    await editor.page.goto("/admin/staged");
    await editor.page
      .getByTestId("review-request")
      .getByRole("button", { name: reviewText.reviewer.approve })
      .click();
    await expectToast(editor.page, reviewText.done.approved(1));

    // Visitors: the post, the list, the feed, the sitemap, the service it is about, the menus.
    await expect
      .poll(async () => (await html(request, path)).status, { timeout: 10_000 })
      .toBe(200);
    const visitor = await browser.newPage();
    try {
      await visitor.goto(path);
      const article = visitor.locator("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        article.getByRole("heading", { level: 2, name: "What slowed the line" }),
      ).toBeVisible();
      await expect(
        article.getByRole("listitem").filter({ hasText: "redundant patterns" }),
      ).toBeVisible();
      await expect(article.getByRole("link", { name: "/services/dft" })).toHaveAttribute(
        "href",
        "/services/dft",
      );
      await expect(
        article.getByRole("heading", { level: 2, name: "Reducing drag on the test rig" }),
      ).toBeVisible();
      await expect(article.locator("strong", { hasText: "eighteen CFD cases" })).toBeVisible();
      await expect(article.getByRole("img", { name: alt })).toBeVisible();
      await expect(article.locator("figcaption")).toHaveText("The probe card");
      await expect(article.getByText("shorter test time")).toBeVisible();
      await expect(article.getByText("A tier-1 automotive supplier")).toBeVisible();
      await expect(article.locator("[style*='font'], [class*='Mso'], o\\:p")).toHaveCount(0);
      await expect(article.locator("a[href^='javascript']")).toHaveCount(0);
      await expect(
        visitor.locator("header nav").getByRole("link", { name: insightsPage.navLabel }).first(),
      ).toBeVisible();
      await expect(
        visitor.locator("footer").getByRole("link", { name: insightsPage.navLabel }),
      ).toHaveCount(1);
    } finally {
      await visitor.close();
    }
    await servedSoon(request, "/insights", (page) => page.text.includes(path));
    await servedSoon(request, "/insights/kind/case-studies", (page) => page.text.includes(path));
    await servedSoon(request, "/insights/feed.xml", (page) => page.text.includes(`${path}</link>`));
    await servedSoon(request, "/sitemap.xml", (page) => page.text.includes(path));
    await servedSoon(
      request,
      "/services/dft",
      (page) => page.text.includes(insightsPage.caseStudies.title) && page.text.includes(path),
    );

    // Unpublished: the address answers 404, and the menus lose the link with the last post.
    const removed = await request.delete(`${e2eSupabase.url}/rest/v1/posts`, {
      params: { slug: `eq.${slug}` },
      headers: secret,
    });
    expect(removed.status()).toBe(204);
    await servedSoon(request, path, (page) => page.status === 404);
    await servedSoon(request, "/", (page) => !page.text.includes('href="/insights"'));
  } finally {
    await author.context.close();
    await editor.context.close();
    await removeLibraryImage(request, image);
  }
});

/** A published post written through the REST API with only the fields a post needs. */
async function writePost(request: APIRequestContext, slug: string, title: string, text: string) {
  const written = await request.post(`${e2eSupabase.url}/rest/v1/posts`, {
    headers: { ...secret, prefer: "return=representation" },
    data: {
      slug,
      title,
      summary: "What a first silicon bring-up needs from the test floor, in order.",
      kind: "insight",
      published_at: "2026-11-20",
      body: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text }] }],
      },
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const [{ id }] = (await written.json()) as [{ id: string }];
  await servedSoon(request, `/insights/${slug}`, (page) => page.status === 200);
  return id;
}

test("on the page, a post's title is edited in place and its body opens the post's form", async ({
  browser,
  request,
}) => {
  const slug = `on-the-page-${stamp}`;
  const path = `/insights/${slug}`;
  const title = `Bringing up a controller ${stamp}`;
  const id = await writePost(request, slug, title, "Start at the clocks.");

  const editor = await editorContext(browser, await createEditor(request));
  try {
    const { page } = editor;
    await page.goto(onPagePath(path));
    const frame = page.frameLocator(`iframe[title="${previewText.onPage.frameTitle(path)}"]`);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveAttribute(
      "data-edit-refs",
      `item:posts:${id}:title`,
    );
    const body = frame.getByText("Start at the clocks.").locator("xpath=../..");
    await expect(body).toHaveAttribute("data-edit-refs", `item:posts:${id}:body`);

    // The title opens in a box over the page; the body is too large for one.
    await frame.getByRole("heading", { level: 1 }).click();
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    await expect(dialog.getByRole("textbox", { name: /› Title$/ })).toHaveValue(title);
    await dialog.getByRole("button", { name: previewText.edit.cancel }).click();
    await expect(dialog).toHaveCount(0);

    await frame.getByText("Start at the clocks.").click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/posts/${id}`);
    await expect(page.getByRole("textbox", { name: fields.body.label })).toContainText(
      "Start at the clocks.",
    );
  } finally {
    await editor.context.close();
  }
});

test("a post's staged change shows in the editor's preview only, until it is published", async ({
  browser,
  request,
}) => {
  const slug = `staged-${stamp}`;
  const path = `/insights/${slug}`;
  const title = `Bring-up order ${stamp}`;
  const staged = `Bring-up order, revised ${stamp}`;
  const id = await writePost(request, slug, title, "Power, then clocks, then reset.");

  const editor = await editorContext(browser, await createEditor(request));
  try {
    const { page } = editor;
    await page.goto(`/admin/posts/${id}`);
    await page.getByLabel(fields.title.label, { exact: true }).fill(staged);
    await page.getByRole("button", { name: collectionsText.staging.stage }).click();
    await expect(
      page.getByText(/is staged\. Visitors still see the published version\./).first(),
    ).toBeAttached();

    // The editor's preview shows the staged title; visitors keep the published one.
    await page.goto(`/api/preview?path=${path}`);
    await expect(page.getByTestId("preview-banner")).toContainText(previewText.banner);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(staged);
    const visitor = await html(request, path);
    expect(visitor.text).toContain(title);
    expect(visitor.text).not.toContain(staged);
    await page.getByRole("link", { name: previewText.exit }).click();

    // Saved from the staged version, it is published: visitors get it within the budget.
    await page.goto(`/admin/posts/${id}`);
    await expect(page.getByLabel(fields.title.label, { exact: true })).toHaveValue(staged);
    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expectToast(page, "is on the site now.");
    await servedSoon(request, path, (answer) => answer.text.includes(staged));
  } finally {
    await editor.context.close();
  }
});
