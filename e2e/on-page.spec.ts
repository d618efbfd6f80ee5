import type { Page, Request } from "@playwright/test";
import { leaders } from "../content/about";
import { adminText } from "../content/admin";
import { collectionsText } from "../content/admin-collections";
import { collectionSpecs } from "../lib/collections/specs";
import { faqs } from "../content/contact";
import { industries } from "../content/industries";
import { MENU_LIMITS } from "../lib/navigation";
import { navigationLabels } from "../content/navigation";
import { previewText } from "../content/preview";
import { MEDIA_LIBRARY_PATH } from "../lib/media/rules";
import { siteTextByKey, textLabel } from "../lib/site-text/catalogue";
import { onPagePath } from "../lib/visual-editing/on-page-path";
import { keepSiteTextRow } from "./site-text-row";
import {
  allIndustriesName,
  allIndustriesShown,
  extraIndustry,
  insertRow,
  removeRow,
} from "./extra-rows";
import { addLibraryImage, removeLibraryImage } from "./library-image";
import { e2eSupabase } from "./backend";
import { createEditor, editorContext, expectToast, SERVICE_ROLE_KEY } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

const KEY = "home.hero.title";
const entry = siteTextByKey.get(KEY)!;
const LABEL = textLabel(entry);
const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
/** The marks' opening character: present in preview HTML, never in visitors'. */
const MARK = "\u2062";
const PUBLISH_BUDGET_MS = 5000;
const LEADERS = collectionSpecs.leaders.title;

const frameOf = (page: Page) =>
  page.frameLocator(`iframe[title="${previewText.onPage.frameTitle("/")}"]`);

keepSiteTextRow(KEY);

test("an editor changes the hero title on the page, sees it in the preview, publishes it, and visitors get it", async ({
  browser,
  request,
}) => {
  test.slow();
  const words = `Engineering on the page ${Date.now().toString(36)}`;
  const a = await editorContext(browser, await createEditor(request));
  try {
    await a.page.goto(onPagePath("/"));
    const frame = frameOf(a.page);
    const title = frame.locator("#hero-title");
    await expect(title).toHaveAttribute("data-edit-refs", `text:${KEY}`);
    // The marks are taken out of the words once read.
    await expect(title).toHaveText(entry.default);

    // Hover: an outline and the text's label.
    await title.hover();
    await expect(frame.locator(".edit-badge")).toHaveText(LABEL);
    await expect(title).toHaveCSS("outline-style", "solid");

    // Click: the editor opens in place with the current words; Save stages them.
    await title.click();
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    const box = dialog.getByRole("textbox", { name: LABEL });
    await expect(box).toHaveValue(entry.default);
    await expect(box).toBeFocused();
    // The dialog opens inside the public page, and is styled by the editor's own rules there.
    await expect(dialog).toHaveCSS("padding-top", "16px");
    await expect(dialog.getByRole("button", { name: previewText.edit.save })).toHaveCSS(
      "min-width",
      "44px",
    );
    await box.fill(words);
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog).toHaveCount(0);

    // The preview shows it at once; the bar counts it; visitors still get the published title.
    await expect(title).toHaveText(words);
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(1));
    expect(await (await request.get("/")).text()).not.toContain(words);

    // Keyboard: Enter on the focused title opens it; Escape cancels and gives the focus back.
    // (The page is editable once its own script has taken over: the title is then focusable.)
    await expect(title).toHaveAttribute("tabindex", "0");
    await title.focus();
    await title.press("Enter");
    await expect(box).toHaveValue(words);
    await box.fill("Not kept");
    await box.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(title).toBeFocused();
    await expect(title).toHaveText(words);

    // Publish from the bar, after a confirmation: visitors get the new title.
    await a.page.getByRole("button", { name: previewText.bar.publish(1) }).click();
    await a.page.getByRole("button", { name: previewText.bar.confirm }).click();
    await expectToast(a.page, previewText.bar.published(1));
    const publishedAt = Date.now();
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(0));
    await expect
      .poll(async () => (await request.get("/")).text(), {
        timeout: PUBLISH_BUDGET_MS,
        intervals: [100],
      })
      .toContain(words);
    console.log(`Publish on the page to public HTML: ${Date.now() - publishedAt} ms`);
  } finally {
    await a.context.close();
  }
});

test("a card's text under its whole-card link opens on a click; Enter on the link offers each text it shows", async ({
  browser,
  request,
}) => {
  const a = await editorContext(browser, await createEditor(request));
  try {
    await a.page.goto(onPagePath("/"));
    const frame = frameOf(a.page);
    // The practices: texts (a service card's words are its collection's, edited in its form).
    const card = frame.getByRole("main").locator("li.group:has(h3.text-xl)").first();
    const cardTitle = card.locator("h3");
    await expect(cardTitle).toHaveAttribute("data-edit-refs", /^text:/);
    const words = (await cardTitle.textContent())!;

    // The link's overlay covers the card (so the click lands on the link, as a person's would),
    // but a click on the title means the title.
    await cardTitle.click({ force: true });
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    await expect(dialog.getByRole("textbox")).toHaveCount(1);
    await expect(dialog.getByRole("textbox")).toHaveValue(words);
    await dialog.getByRole("button", { name: previewText.edit.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // From the keyboard, the link offers its label and the title it names for screen readers.
    const link = card.getByRole("link");
    await expect(link).toHaveAttribute("aria-describedby", /edit-text-\d+ edit-text-\d+/);
    await link.focus();
    await link.press("Enter");
    await expect(dialog.getByRole("textbox")).toHaveCount(2);
    await expect(dialog).toContainText(previewText.edit.several(2));
    await expect(a.page).toHaveURL((url) => url.pathname === "/admin/on-page");
    await dialog.getByRole("button", { name: previewText.edit.cancel }).click();

    // With editing off, links work as links, and the page they open is editable too.
    await a.page.getByRole("button", { name: previewText.bar.editOnPage }).click();
    await expect(a.page.getByRole("button", { name: previewText.bar.editOnPage })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await link.click();
    await expect(frame.locator("h1")).toHaveAttribute("data-edit-refs", "text:services.hero.title");
    await a.page.getByRole("button", { name: previewText.bar.editOnPage }).click();
    await frame.locator("h1").click();
    await expect(dialog.getByRole("textbox")).toHaveCount(1);
  } finally {
    await a.context.close();
  }
});

test("an item's words are edited on the page too: a question's answer is staged whole, shown, and discarded", async ({
  browser,
  request,
}) => {
  test.slow();
  const words = `Within a working day, from an engineer ${Date.now().toString(36)}.`;
  const a = await editorContext(browser, await createEditor(request));
  try {
    await a.page.goto(onPagePath("/contact"));
    const frame = a.page.frameLocator(
      `iframe[title="${previewText.onPage.frameTitle("/contact")}"]`,
    );
    const answer = frame.locator("#faq-title").locator("xpath=../..").locator("li p").first();
    await expect(answer).toHaveAttribute("data-edit-refs", /^item:faqs:[0-9a-f-]{36}:answer$/);
    await expect(answer).toHaveText(faqs[0]!.answer);

    await answer.click({ force: true });
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    const box = dialog.getByRole("textbox", { name: /› Answer$/ });
    await expect(box).toHaveValue(faqs[0]!.answer);
    // The item's other fields are a link away, in the whole window.
    const form = dialog.getByRole("link", { name: previewText.edit.openForm });
    await expect(form).toHaveAttribute("href", /^\/admin\/faqs\/[0-9a-f-]{36}$/);
    await expect(form).toHaveAttribute("target", "_top");
    await box.fill(words);
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(answer).toHaveText(words);
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(1));
    expect(await (await request.get("/contact")).text()).not.toContain(words);

    // Discard all, after a confirmation: the preview shows the published answer again.
    await a.page.getByRole("button", { name: previewText.bar.discard }).click();
    await a.page.getByRole("button", { name: previewText.bar.confirm }).click();
    await expectToast(a.page, previewText.bar.discarded(1));
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(0));
    await expect(answer).toHaveText(faqs[0]!.answer);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts?collection=eq.faqs`, {
      headers: secret,
    });
    await a.context.close();
  }
});

test("a text the site fills a figure into says, as its box's description, which blank to keep", async ({
  browser,
  request,
}) => {
  // One industry more than the footer lists, so its list ends with "All N industries"; last, so
  // the first six keep their places.
  const industry = extraIndustry(Date.now().toString(36), 10_000);
  expect(industries.length + 1).toBeGreaterThan(MENU_LIMITS.industries);
  const allIndustries = siteTextByKey.get("navigation.labels.all-industries")!;
  expect(allIndustries.default).toBe(navigationLabels.allIndustries);
  await insertRow(request, "industries", industry);
  const a = await editorContext(browser, await createEditor(request));
  try {
    await expect
      .poll(
        async () =>
          allIndustriesShown(await (await request.get("/")).text(), allIndustries.default),
        {
          timeout: PUBLISH_BUDGET_MS,
        },
      )
      .toBeGreaterThanOrEqual(industries.length + 1);
    await a.page.goto(onPagePath("/"));
    const frame = frameOf(a.page);
    const link = frame
      .locator("footer")
      .getByRole("link", { name: allIndustriesName(allIndustries.default) });
    await expect(link).toHaveAttribute("data-edit-refs", `text:${allIndustries.key}`);
    await link.click();
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    const box = dialog.getByRole("textbox", { name: textLabel(allIndustries) });
    await expect(box).toHaveValue(allIndustries.default);
    const hint = adminText.pages.blanks(["{count}"]);
    await expect(dialog.getByText(hint, { exact: true })).toBeVisible();
    await expect(box).toHaveAccessibleDescription(`${hint} ${previewText.edit.notStaged}`);
    await dialog.getByRole("button", { name: previewText.edit.cancel }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await removeRow(request, "industries", industry.slug);
    await a.context.close();
  }
});

test("several fields of one item, changed in one box, are staged together", async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const a = await editorContext(browser, await createEditor(request));
  try {
    await a.page.goto(onPagePath("/"));
    const frame = frameOf(a.page);
    // The footer's address line joins the first office's street, city, region, code and country.
    const address = frame
      .locator("footer")
      .getByText("Road No. 12, Banjara Hills", { exact: false });
    await expect(address).toHaveAttribute("data-edit-refs", /item:offices:.*street.*item:offices:/);
    await address.click();
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    await expect(dialog.getByRole("textbox")).toHaveCount(5);
    await dialog.getByRole("textbox", { name: /› Street$/ }).fill(`Road No. 14 ${stamp}`);
    await dialog.getByRole("textbox", { name: /› City$/ }).fill(`Secunderabad ${stamp}`);
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(frame.locator("footer")).toContainText(
      `Road No. 14 ${stamp}, Secunderabad ${stamp}, Telangana 500034, India`,
    );
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(1));
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts?collection=eq.offices`, {
      headers: secret,
    });
    await a.context.close();
  }
});

test("a picture is chosen on the page: a leader's drawing offers its description and a photo from the library", async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const alt = `Meera Iyer at the bench ${stamp}`;
  const image = await addLibraryImage(request, {
    alt,
    fileName: `bench-${stamp}.png`,
    width: 480,
    height: 480,
    colour: "#1d4ed8",
  });
  const a = await editorContext(browser, await createEditor(request));
  try {
    await a.page.goto(onPagePath("/about"));
    const frame = a.page.frameLocator(`iframe[title="${previewText.onPage.frameTitle("/about")}"]`);
    const picture = frame.locator("#leadership li").first().locator("img");
    await expect(picture).toHaveAttribute(
      "data-edit-refs",
      /^item:leaders:[0-9a-f-]{36}:portrait_alt item:leaders:[0-9a-f-]{36}:portrait_id$/,
    );
    await expect(picture).toHaveAttribute("alt", leaders[0]!.imageAlt);
    await expect(picture).toHaveAccessibleDescription(
      new RegExp(
        `^Editable text: ${LEADERS}: .* › Drawing description\\. Editable image: ${LEADERS}: .* › Photo\\. ${previewText.edit.hint}$`,
      ),
    );

    // The drawing's card is one big button, yet a click on the picture means the picture.
    await picture.click({ force: true });
    const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
    await expect(dialog.getByRole("textbox", { name: /› Drawing description$/ })).toHaveValue(
      leaders[0]!.imageAlt,
    );
    const choice = dialog.getByRole("combobox", { name: /› Photo$/ });
    await expect(choice).toHaveValue("");
    await expect(
      dialog.getByRole("link", { name: collectionsText.form.mediaLibrary }),
    ).toHaveAttribute("href", MEDIA_LIBRARY_PATH);
    await choice.selectOption({ label: `${alt} (bench-${stamp}.png)` });
    await expect(
      dialog.getByRole("img", {
        name: collectionsText.form.imagePreview(`${alt} (bench-${stamp}.png)`),
      }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialog).toHaveCount(0);

    // The preview shows the photo, which now opens the photo alone; visitors still get the drawing.
    await expect(picture).toHaveAttribute("alt", alt);
    await expect(picture).toHaveAttribute(
      "data-edit-refs",
      /^item:leaders:[0-9a-f-]{36}:portrait_id$/,
    );
    await expect(a.page.getByTestId("staged-count")).toHaveText(previewText.stagedCount(1));
    expect(await (await request.get("/about")).text()).not.toContain(alt);
    await picture.focus();
    await expect(picture).toHaveAccessibleDescription(
      new RegExp(`^Editable image: ${LEADERS}: .* › Photo\\. ${previewText.edit.hint}$`),
    );
    await picture.press("Enter");
    const again = frame.getByRole("dialog", { name: previewText.edit.imageDialogTitle });
    await expect(again.getByRole("combobox", { name: /› Photo$/ })).toHaveValue(image.id);
    await again.getByRole("combobox").press("Escape");
    await expect(again).toHaveCount(0);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts?collection=eq.leaders`, {
      headers: secret,
    });
    await removeLibraryImage(request, image);
    await a.context.close();
  }
});

test("visitors pay nothing: no marks, no editing attributes and no editing code outside preview", async ({
  browser,
  request,
}) => {
  const visitor = await browser.newPage();
  const scripts: Request[] = [];
  visitor.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req);
  });
  await visitor.goto("/");
  await visitor.waitForLoadState("networkidle");
  const html = await (await request.get("/")).text();
  expect(html).not.toContain(MARK);
  expect(html).not.toContain("data-edit");
  expect(await visitor.locator("[data-edit-refs]").count()).toBe(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await script.response())!.text();
    expect(body, script.url()).not.toContain("data-edit-refs");
  }
  await visitor.close();

  // In preview the same page carries the marks, and the admin's editor carries the code.
  const a = await editorContext(browser, await createEditor(request));
  try {
    // Marks only for a preview in a frame, as Edit on the page shows it; a preview tab of its
    // own gets plain words.
    const framed = await a.context.request.get("/api/preview?path=/", {
      headers: { "sec-fetch-dest": "iframe" },
    });
    expect(await framed.text()).toContain(MARK);
    const ownTab = await a.context.request.get("/api/preview?path=/", {
      headers: { "sec-fetch-dest": "document" },
    });
    expect(await ownTab.text()).not.toContain(MARK);
    const editorScripts: string[] = [];
    a.page.on("response", async (response) => {
      if (response.request().resourceType() === "script") editorScripts.push(await response.text());
    });
    await a.page.goto(onPagePath("/"));
    await expect(frameOf(a.page).locator("#hero-title")).toHaveAttribute(
      "data-edit-refs",
      `text:${KEY}`,
    );
    expect(editorScripts.some((body) => body.includes("data-edit-refs"))).toBe(true);
  } finally {
    await a.context.close();
  }
});

test("two editors: a text open elsewhere is marked with their name, and a save over theirs is never silent", async ({
  browser,
  request,
}) => {
  test.slow();
  const first = await createEditor(request);
  const second = await createEditor(request);
  const a = await editorContext(browser, first);
  const b = await editorContext(browser, second);
  try {
    await a.page.goto(onPagePath("/"));
    await b.page.goto(onPagePath("/"));
    const titleA = frameOf(a.page).locator("#hero-title");
    const titleB = frameOf(b.page).locator("#hero-title");
    await expect(titleA).toHaveAttribute("data-edit-refs", `text:${KEY}`);
    await expect(titleB).toHaveAttribute("data-edit-refs", `text:${KEY}`);

    // A opens the title: B sees it marked with A's name.
    await titleA.click();
    const boxA = frameOf(a.page).getByRole("textbox", { name: LABEL });
    await boxA.fill("A's words");
    await expect(frameOf(b.page).getByTestId("open-by")).toHaveText(
      previewText.edit.openBy(first.email),
      { timeout: 15_000 },
    );

    // B stages a version meanwhile.
    await titleB.click();
    const boxB = frameOf(b.page).getByRole("textbox", { name: LABEL });
    await boxB.fill("B's words");
    await boxB.press("Enter");
    await expect(titleB).toHaveText("B's words");

    // A's save does not replace it unseen: A is told, and A's words stay in the box.
    await frameOf(a.page).getByRole("button", { name: previewText.edit.save }).click();
    const dialogA = frameOf(a.page).getByRole("dialog");
    await expect(dialogA.getByRole("alert")).toHaveText(previewText.edit.conflict(second.email));
    await expect(boxA).toHaveValue("A's words");
    // Saving again, knowingly, replaces B's version.
    await frameOf(a.page).getByRole("button", { name: previewText.edit.save }).click();
    await expect(dialogA).toHaveCount(0);
    await expect(titleA).toHaveText("A's words");
    await expect(titleB).toHaveText("A's words", { timeout: 10_000 });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

// One theme a test: both in one came within a second of its time limit here.
for (const theme of ["light", "dark"] as const) {
  test(`Edit on the page has no WCAG 2.2 AA violations in the ${theme} theme, with the editor open`, async ({
    browser,
    request,
  }) => {
    const a = await editorContext(browser, await createEditor(request));
    try {
      await gotoWithTheme(a.page, onPagePath("/"), theme);
      const title = frameOf(a.page).locator("#hero-title");
      await expect(title).toHaveAttribute("data-edit-refs", `text:${KEY}`);
      expect(await axeViolations(a.page)).toEqual([]);
      expect(await axeViolations(a.page, COLOUR_RULES)).toEqual([]);
      await title.click();
      await expect(frameOf(a.page).getByRole("dialog")).toBeVisible();
      expect(await axeViolations(a.page), "editor open").toEqual([]);
    } finally {
      await a.context.close();
    }
  });
}
