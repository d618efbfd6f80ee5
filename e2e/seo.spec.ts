import type { APIRequestContext } from "@playwright/test";
import { about } from "../content/about";
import { adminRooms } from "../content/admin";
import { collectionsText } from "../content/admin-collections";
import { adminSeoText } from "../content/admin-seo";
import { pageShareImagesWords } from "../content/collections/page-share-images";
import { company } from "../content/company";
import { e2eSupabase } from "./backend";
import { createEditor, editorContext, expectToast, SERVICE_ROLE_KEY } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/**
 * The SEO room: an editor finds the About page in it, gives the page a search title of its
 * own, and the public page's title follows within seconds; removed, the specification's title
 * returns. On a phone its table stacks into cards. The room passes axe in both themes.
 */

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const fields = pageShareImagesWords.fields;
const OWN_TITLE = "Chip engineers in Hyderabad since 2009";
const SPEC_TITLE = `${about.metaTitle} | ${company.name}`;
const aboutName = pageShareImagesWords.pages.find((page) => page.value === "/about")!.label;

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** The About page back to its usual texts: a settings row of only words goes, an image stays. */
async function resetAbout(request: APIRequestContext) {
  const settings = `${e2eSupabase.url}/rest/v1/page_share_images`;
  await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts`, {
    params: { collection: "eq.page_share_images" },
    headers: secret,
  });
  await request.delete(settings, {
    params: { path: "eq./about", image_id: "is.null" },
    headers: secret,
  });
  await request.patch(settings, {
    params: { path: "eq./about" },
    headers: secret,
    data: { meta_title: null, meta_description: null, noindex: false },
  });
}

test.beforeAll(async ({ request }) => resetAbout(request));
test.afterAll(async ({ request }) => resetAbout(request));

/** The title the public /about has now. */
async function aboutTitle(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/about")).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

test("an editor gives the About page its own search title from the SEO room, and takes it back", async ({
  browser,
  request,
}) => {
  const editor = await editorContext(browser, await createEditor(request));
  try {
    const page = editor.page;
    expect(await aboutTitle(request)).toBe(SPEC_TITLE);

    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: adminRooms.label })
      .getByRole("link", { name: adminSeoText.room, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/seo");
    await expect(page.getByRole("heading", { level: 1, name: adminSeoText.title })).toBeVisible();
    const row = page.locator('[data-seo-page="/about"]');
    await expect(row).toContainText(about.metaTitle);
    await expect(row).toContainText(adminSeoText.usual);

    // The link opens the page's settings, on its path whether or not it has any yet.
    await page.getByRole("link", { name: adminSeoText.fix(aboutName), exact: true }).click();
    await expect(page.getByLabel(fields.path.label, { exact: true })).toHaveValue("/about");
    const title = page.getByLabel(fields.meta_title.label, { exact: true });
    await title.fill(OWN_TITLE);
    // The preview follows the typing: the result's title and the share card's.
    const preview = page.locator("[data-seo-preview]");
    // The result cuts a title past about 60 characters as search engines do; the card shows it whole.
    await expect(preview).toContainText(`${OWN_TITLE} | Vertex Silicon…`);
    await expect(preview.getByText(OWN_TITLE, { exact: true })).toBeVisible();
    await expect(preview.locator('[data-seo-count="title"]')).toContainText(
      `${OWN_TITLE.length + ` | ${company.name}`.length} characters`,
    );
    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expectToast(page, "is on the site now.");
    await expect
      .poll(() => aboutTitle(request), { timeout: 10_000 })
      .toBe(`${OWN_TITLE} | ${company.name}`);

    // The room shows the page's own title now, and the link opens the row it is kept in.
    await page.goto("/admin/seo");
    await expect(row).toContainText(OWN_TITLE);
    await expect(row).toContainText(adminSeoText.own);
    await page.getByRole("link", { name: adminSeoText.fix(aboutName), exact: true }).click();
    await expect(title).toHaveValue(OWN_TITLE);
    await title.fill("");
    await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
    await expectToast(page, "is on the site now.");
    await expect.poll(() => aboutTitle(request), { timeout: 10_000 }).toBe(SPEC_TITLE);
  } finally {
    await editor.context.close();
  }
});

test("on a phone the SEO room stacks each page into a card of labelled cells, with nothing to scroll sideways", async ({
  browser,
  request,
}) => {
  const editor = await editorContext(browser, await createEditor(request));
  try {
    await editor.page.setViewportSize({ width: 390, height: 844 });
    await editor.page.goto("/admin/seo");
    const row = editor.page.locator('[data-seo-page="/about"]');
    await expect(row.getByText(adminSeoText.table.description, { exact: true })).toBeVisible();
    const table = editor.page.getByRole("table", { name: adminSeoText.table.caption });
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // The headers still name the cells for assistive tech, though hidden on screen.
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    expect(await axeViolations(editor.page)).toEqual([]);
  } finally {
    await editor.context.close();
  }
});

// One theme a test.
for (const theme of ["light", "dark"] as const) {
  test(`the SEO room has no WCAG 2.2 AA violations in the ${theme} theme`, async ({
    browser,
    request,
  }) => {
    const editor = await editorContext(browser, await createEditor(request));
    try {
      await gotoWithTheme(editor.page, "/admin/seo", theme);
      await expect(
        editor.page.getByRole("heading", { level: 1, name: adminSeoText.title }),
      ).toBeVisible();
      await expect(editor.page.locator('[data-seo-page="/about"]')).toBeVisible();
      expect(await axeViolations(editor.page)).toEqual([]);
      expect(await axeViolations(editor.page, COLOUR_RULES)).toEqual([]);
    } finally {
      await editor.context.close();
    }
  });
}
