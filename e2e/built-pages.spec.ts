import type { APIRequestContext, Page } from "@playwright/test";
import { blockEditorText } from "../content/admin-block-editor";
import { blockTypeNames } from "../content/admin-blocks";
import { collectionsText } from "../content/admin-collections";
import { settingsText } from "../content/admin-settings";
import { pagesWords } from "../content/collections/pages";
import { footerNavigation, navigationLabels } from "../content/navigation";
import { onPageEditorText } from "../content/admin-on-page";
import { comingSoon } from "../content/notices";
import { previewText } from "../content/preview";
import { onPagePath } from "../lib/visual-editing/on-page-path";
import { e2eSupabase } from "./backend";
import { createEditor, editorContext, expectToast, SERVICE_ROLE_KEY } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";
import { html, servedSoon } from "./served";

/**
 * Pages from blocks, from nothing: a fresh site keeps the specification's notices behind its
 * policy and social buttons; an editor creates the Privacy Policy from the list's offer, and the
 * footer links it on every page; moved, its old address redirects and the button follows; an
 * admin sets the LinkedIn profile and only that button becomes a link.
 */

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const [privacy, terms, cookies] = footerNavigation.policies;
const PRIVACY = "/privacy-policy";
const MOVED = "/legal/privacy";
const ON_PAGE = "/legal/data-promise";
const fields = pagesWords.fields;

test.describe.configure({ mode: "serial", timeout: 90_000 });

async function removePages(request: APIRequestContext) {
  await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts`, {
    params: { collection: "eq.pages" },
    headers: secret,
  });
  for (const path of [PRIVACY, MOVED, ON_PAGE]) {
    await request.delete(`${e2eSupabase.url}/rest/v1/pages`, {
      params: { path: `eq.${path}` },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/redirects`, {
      params: { source_path: `eq.${path}` },
      headers: secret,
    });
  }
  await request.patch(`${e2eSupabase.url}/rest/v1/site_settings`, {
    params: { id: "eq.true" },
    headers: secret,
    data: { linkedin_url: null, twitter_url: null, facebook_url: null },
  });
}

test.beforeAll(async ({ request }) => removePages(request));
test.afterAll(async ({ request }) => removePages(request));

const footerOf = (page: Page) => page.locator("footer");

test("a fresh site keeps the notices behind the policy and social buttons, and has no page at their addresses", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const footer = footerOf(page);
  for (const policy of footerNavigation.policies) {
    await expect(footer.getByRole("button", { name: policy })).toBeVisible();
    await expect(footer.getByRole("link", { name: policy })).toHaveCount(0);
  }
  for (const social of footerNavigation.social) {
    await expect(footer.getByRole("button", { name: social.label })).toBeVisible();
  }
  expect((await html(request, PRIVACY)).status).toBe(404);
  expect((await html(request, "/sitemap.xml")).text).not.toContain(PRIVACY);
});

test("an address a route of the site serves is refused, by the form and by the database, naming its owner", async ({
  browser,
  request,
}) => {
  const refusal = pagesWords.ownedBy("/services/dft", pagesWords.owners.services);
  const answer = await request.post(`${e2eSupabase.url}/rest/v1/pages`, {
    headers: secret,
    data: { path: "/services/dft", title: "Taken", layout: [] },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({ code: "23514", message: refusal });
  expect((await html(request, "/services/dft")).text).not.toContain("Taken");

  const editor = await editorContext(browser, await createEditor(request));
  try {
    const page = editor.page;
    await page.goto("/admin/built-pages/new");
    await page.getByLabel(fields.title.label, { exact: true }).fill("Taken");
    await page.getByLabel(fields.path.label, { exact: true }).fill("/services/dft");
    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expect(page.getByText(refusal)).toBeVisible();
  } finally {
    await editor.context.close();
  }
});

test("an editor creates the Privacy Policy from the footer's offer; every page's footer links it; moved, its old address redirects and the button follows", async ({
  browser,
  request,
}) => {
  const editor = await editorContext(browser, await createEditor(request));
  try {
    const page = editor.page;
    await page.goto("/admin/built-pages");
    await page.getByRole("link", { name: pagesWords.offers.create(privacy!) }).click();
    await expect(page.getByLabel(fields.path.label, { exact: true })).toHaveValue(PRIVACY);
    await expect(page.getByLabel(fields.title.label, { exact: true })).toHaveValue(privacy!);

    // A hero, then a rich-text block.
    await page.getByRole("button", { name: blockEditorText.addBlock, exact: true }).click();
    await page.getByRole("button", { name: blockTypeNames.hero }).click();
    const hero = page.getByRole("region", { name: new RegExp(blockTypeNames.hero) });
    await hero.getByLabel("Heading", { exact: true }).fill("How we treat your data");
    await page.getByRole("button", { name: blockEditorText.addBlock, exact: true }).click();
    await page.getByRole("button", { name: blockTypeNames["rich-text"] }).click();
    const body = page.getByRole("region", { name: new RegExp(blockTypeNames["rich-text"]) });
    await body.getByRole("textbox").click();
    await page.keyboard.type("We keep only what you send us.");
    await expect(body.getByRole("textbox")).toContainText("We keep only what you send us.");

    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expectToast(page, "is on the site now.");

    // The page is served, its hero the h1; every page's footer links it, the others stay notices.
    await servedSoon(
      request,
      PRIVACY,
      ({ status, text }) => status === 200 && text.includes("We keep only what you send us."),
    );
    for (const path of ["/", "/about", "/services/dft", PRIVACY]) {
      await servedSoon(request, path, ({ text }) => text.includes(`href="${PRIVACY}"`));
    }
    await page.goto(PRIVACY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we treat your data");
    const footer = footerOf(page);
    await expect(footer.getByRole("link", { name: privacy })).toHaveAttribute("href", PRIVACY);
    await expect(footer.getByRole("button", { name: terms })).toBeVisible();
    await expect(footer.getByRole("button", { name: cookies })).toBeVisible();
    await footer.getByRole("button", { name: terms }).click();
    await expectToast(page, comingSoon.footer.description);
    expect((await html(request, "/sitemap.xml")).text).toContain(PRIVACY);

    // Moved: the old address sends visitors on (308), and the footer's button follows the page.
    await page.goto("/admin/built-pages");
    await page.getByRole("link", { name: `${collectionsText.list.edit} : ${privacy}` }).click();
    await page.getByLabel(fields.path.label, { exact: true }).fill(MOVED);
    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expectToast(page, "is on the site now.");
    await servedSoon(request, MOVED, ({ status }) => status === 200);
    await expect
      .poll(async () => {
        const old = await request.get(PRIVACY, { maxRedirects: 0 });
        return `${old.status()} ${old.headers().location ?? ""}`;
      })
      .toBe(`308 ${MOVED}`);
    await servedSoon(request, "/about", ({ text }) => text.includes(`href="${MOVED}"`));
  } finally {
    await editor.context.close();
  }
});

test("an admin sets the LinkedIn profile: only that button becomes a link, opening in a new tab", async ({
  browser,
  request,
}) => {
  const t = settingsText.social;
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  try {
    const page = admin.page;
    await page.goto("/admin/settings");
    const linkedin = page.getByLabel(t.fields.linkedin.label, { exact: true });
    await linkedin.fill("https://evil.example/linkedin.com");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(/Use a linkedin\.com address/).first()).toBeVisible();
    await linkedin.fill("https://www.linkedin.com/company/vertex-silicon");
    await page.getByRole("button", { name: t.save }).click();
    await expectToast(page, t.saved);
  } finally {
    await admin.context.close();
  }
  await servedSoon(request, "/", ({ text }) =>
    text.includes("https://www.linkedin.com/company/vertex-silicon"),
  );
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const footer = footerOf(visitor);
  const profile = footer.getByRole("link", { name: new RegExp(footerNavigation.social[0].label) });
  await expect(profile).toHaveAttribute("href", "https://www.linkedin.com/company/vertex-silicon");
  await expect(profile).toHaveAttribute("target", "_blank");
  await expect(profile).toHaveAttribute("rel", "me noopener");
  await expect(profile).toContainText(navigationLabels.newTab);
  for (const social of footerNavigation.social.slice(1)) {
    await expect(footer.getByRole("button", { name: social.label })).toBeVisible();
  }
  await visitor.close();
});

test("on the page, an editor changes a built page's hero heading in place and publishes it; a question opens with its answer; the rich text opens the page's form", async ({
  browser,
  request,
}) => {
  test.slow();
  const path = ON_PAGE;
  const words = `Your data, plainly ${Date.now().toString(36)}`;
  const created = await request.post(`${e2eSupabase.url}/rest/v1/pages`, {
    headers: { ...secret, prefer: "return=representation" },
    data: {
      path,
      title: "Privacy",
      layout: [
        { id: "intro", type: "hero", heading: "How we treat your data" },
        {
          id: "body",
          type: "rich-text",
          body: {
            type: "doc",
            content: [
              { type: "paragraph", content: [{ type: "text", text: "We keep what you send." }] },
            ],
          },
        },
        {
          id: "faq",
          type: "questions",
          questions: [{ question: "Do you sell data?", answer: "Never." }],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const [{ id }] = (await created.json()) as { id: string }[];
  const editor = await editorContext(browser, await createEditor(request));
  try {
    const { page } = editor;
    await page.goto(onPagePath(path));
    const frame = page.frameLocator(`iframe[title="${previewText.onPage.frameTitle(path)}"]`);
    const heading = frame.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAttribute(
      "data-edit-refs",
      `item:pages:${id}:layout:intro:heading`,
    );
    await expect(heading).toHaveText("How we treat your data");

    // The heading opens in place, named by its block; Save stages the page with it changed.
    await heading.click();
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    const box = dialog.getByRole("textbox", { name: /› 1\. Hero › Heading$/ });
    await expect(box).toHaveValue("How we treat your data");
    await expect(dialog.getByRole("link", { name: previewText.edit.openForm })).toHaveAttribute(
      "href",
      `/admin/built-pages/${id}#block-intro`,
    );
    // Words the block refuses are said in the box, and kept there.
    await box.fill("x".repeat(121));
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The heading is too long: at most 120 characters.",
    );
    await expect(box).toHaveValue("x".repeat(121));
    await box.fill(words);
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(heading).toHaveText(words);
    await expect(page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(1));
    expect((await html(request, path)).text).not.toContain(words);

    // A closed question opens with its answer, both staged with the page.
    await frame.getByText("Do you sell data?").click();
    await expect(dialog.getByRole("textbox")).toHaveCount(2);
    await expect(dialog.getByRole("textbox", { name: /› Question 1 › Answer$/ })).toHaveValue(
      "Never.",
    );
    await dialog.getByRole("button", { name: previewText.edit.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // Publish from the bar: visitors get the new heading, and the marks stay in the preview.
    await page.getByRole("button", { name: previewText.bar.publish(1) }).click();
    await page.getByRole("button", { name: previewText.bar.confirm }).click();
    await expectToast(page, previewText.bar.published(1));
    await servedSoon(
      request,
      path,
      ({ status, text }) => status === 200 && text.includes(words) && !text.includes("\u2062"),
    );
    const visitor = await browser.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(words);
    expect(await visitor.locator("[data-edit-refs]").count()).toBe(0);
    await visitor.close();

    // The rich text, edited with its toolbar, opens the page's form at its block.
    await frame.getByText("We keep what you send.").click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/admin/built-pages/${id}` && url.hash === "#block-body",
    );
    const header = page.getByRole("button", { name: /^2\. Rich text/ });
    await expect(header).toBeFocused();
    await expect(header).toHaveAttribute("aria-expanded", "true");
  } finally {
    await editor.context.close();
  }
});

test("the on-page editor shows the page at a phone's width, with the phone's menu, and keeps the choice", async ({
  browser,
  request,
}) => {
  const widths = onPageEditorText.widths;
  const editor = await editorContext(browser, await createEditor(request));
  try {
    const { page } = editor;
    await page.goto(onPagePath("/"));
    const frameElement = page.locator(`iframe[title="${previewText.onPage.frameTitle("/")}"]`);
    const frame = page.frameLocator(`iframe[title="${previewText.onPage.frameTitle("/")}"]`);
    const group = page.getByRole("radiogroup", { name: widths.legend });
    const desktop = group.getByRole("radio", { name: new RegExp(`^${widths.desktop.label}`) });
    const phone = group.getByRole("radio", { name: new RegExp(`^${widths.phone.label}`) });
    await expect(desktop).toBeChecked();
    await expect(frame.locator("#hero-title")).toHaveAttribute("data-edit-refs", /^text:/);

    // From the keyboard: the arrow keys move through the group.
    await desktop.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(phone).toBeChecked();
    await expect
      .poll(async () => Math.round((await frameElement.boundingBox())?.width ?? 0))
      .toBeLessThanOrEqual(392);
    const menu = frame.getByRole("button", { name: navigationLabels.openMenu });
    await expect(menu).toBeVisible();
    // Each choice is a 44 px target.
    const target = await phone.locator("xpath=..").boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(44);

    // Kept for the tab: the page opened again is shown at the phone's width.
    await page.reload();
    await expect(phone).toBeChecked();
    await expect(menu).toBeVisible();
  } finally {
    await editor.context.close();
  }
});

// One room and theme a test.
for (const theme of ["light", "dark"] as const) {
  test(`a new page's form with its blocks has no WCAG 2.2 AA violations in the ${theme} theme`, async ({
    browser,
    request,
  }) => {
    const editor = await editorContext(browser, await createEditor(request));
    try {
      const page = editor.page;
      await gotoWithTheme(page, "/admin/built-pages/new?path=/cookie-policy", theme);
      for (const type of [blockTypeNames.hero, blockTypeNames.cards, blockTypeNames.questions]) {
        await page.getByRole("button", { name: blockEditorText.addBlock, exact: true }).click();
        await page.getByRole("button", { name: type }).click();
      }
      await expect(
        page.getByRole("region", { name: new RegExp(blockTypeNames.questions) }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
    } finally {
      await editor.context.close();
    }
  });

  test(`the Settings room has no WCAG 2.2 AA violations in the ${theme} theme`, async ({
    browser,
    request,
  }) => {
    const admin = await editorContext(browser, await createEditor(request, "admin"));
    try {
      await gotoWithTheme(admin.page, "/admin/settings", theme);
      await expect(admin.page.getByLabel(settingsText.social.fields.linkedin.label)).toBeVisible();
      expect(await axeViolations(admin.page)).toEqual([]);
      expect(await axeViolations(admin.page, COLOUR_RULES)).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
}
