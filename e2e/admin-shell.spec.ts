import type { Page } from "@playwright/test";
import { adminRooms, adminText } from "../content/admin";
import { overviewText } from "../content/admin-overview";
import { shellText } from "../content/admin-shell";
import { previewText } from "../content/preview";
import { onPagePath } from "../lib/visual-editing/on-page-path";
import { openAdmin, signIn } from "./editor";
import { expect, test } from "./fixtures";

/**
 * The admin's frame around every room: one grid and one heading, the live status in the header,
 * the rooms on a phone, the overview's work first, and one text reached from its three places.
 */

const KEY = "contact.hero.title";
const links = shellText.textLinks;
const nav = (page: Page) => page.getByRole("navigation", { name: adminRooms.label });
const roomsButton = (page: Page) => nav(page).getByRole("button", { name: /^Room:/ });

/** The room's one heading's left edge, and the room's width. */
async function roomGrid(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading, path).toHaveCount(1);
  return {
    x: (await heading.boundingBox())!.x,
    maxWidth: await page
      .locator("main > div")
      .last()
      .evaluate((frame) => getComputedStyle(frame).maxWidth),
  };
}

// One room a test (a slower machine must finish each well within its time), each against the
// overview's grid.
for (const path of [
  "/admin/pages/contact",
  "/admin/collections",
  "/admin/services",
  "/admin/media",
  "/admin/staged",
  "/admin/activity",
  "/admin/inbox",
  "/admin/launch",
  "/admin/security",
  "/admin/on-page",
]) {
  test(`${path} has one heading at the overview's left edge, and its width`, async ({ page }) => {
    await signIn(page);
    const overview = await roomGrid(page, "/admin");
    const here = await roomGrid(page, path);
    expect(here.x, "the heading's left edge").toBeCloseTo(overview.x, 0);
    expect(here.maxWidth, "the room's width").toBe(overview.maxWidth);
  });
}

test("the live status is one indicator in the header, fed by the room, with no banner inside it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin");
  const header = page.getByRole("banner");
  await expect(header.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
  await expect(header.getByRole("status")).toContainText(shellText.live.connected);
  await expect(page.getByRole("main").getByTestId("live-banner")).toHaveCount(0);
  await page.goto("/admin/inbox");
  await expect(header.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
});

test("the overview leads with the work, then the specification's panel below", async ({ page }) => {
  await openAdmin(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
  const work = page.getByTestId("work-summary");
  await expect(work.getByRole("heading", { level: 2, name: overviewText.title })).toBeVisible();
  for (const part of [
    overviewText.staged.title,
    overviewText.reviews.title,
    overviewText.scheduled.title,
    overviewText.inbox.title,
    overviewText.launch.title,
    overviewText.recent.title,
  ]) {
    await expect(work.getByRole("heading", { level: 3, name: part })).toBeVisible();
  }
  // Below the work, in the specification's words.
  const order = await main
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));
  const at = (name: string) => order.indexOf(name);
  expect(at(overviewText.title)).toBeGreaterThan(-1);
  for (const below of [adminText.list.title, adminText.add.title, adminText.info.title]) {
    expect(at(below), below).toBeGreaterThan(at(overviewText.title));
  }
  await work.getByRole("link", { name: overviewText.staged.open }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/staged");
});

test("on a phone one button names the room and opens every room, by keyboard, with 44 px targets", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const button = roomsButton(page);
  await expect(button).toHaveText(new RegExp(shellText.roomsMenu.open(adminRooms.overview)));
  await expect(button).toHaveAttribute("aria-expanded", "false");
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(nav(page).getByRole("link", { name: adminRooms.activity })).toBeHidden();

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const { overview, pages, collections, media, staged, activity, inbox, security } = adminRooms;
  for (const name of [overview, pages, collections, media, staged, activity, inbox, security]) {
    const link = nav(page).getByRole("link", { name: new RegExp(`^${name}`) });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    expect((await link.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(nav(page).getByRole("link", { name: overview })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Escape folds it again, the focus back on the button.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await nav(page).getByRole("link", { name: activity }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/activity");
  await expect(roomsButton(page)).toHaveText(new RegExp(shellText.roomsMenu.open(activity)));
  await expect(roomsButton(page)).toHaveAttribute("aria-expanded", "false");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test("the same text is reached from Pages, from the list and from editing on the page", async ({
  page,
}) => {
  await openAdmin(page);

  // Pages: the text's row links to the list and to the page.
  await page.goto(`/admin/pages/contact?text=${KEY}`);
  const field = page.locator(`[data-testid="page-field"][data-key="${KEY}"]`);
  await expect(field.getByRole("link", { name: links.onPageLabel(KEY) })).toHaveAttribute(
    "href",
    onPagePath("/contact"),
  );
  await field.getByRole("link", { name: links.inListLabel(KEY) }).click();

  // The list: searching for it, its row in view, linking to Pages and to the page.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/admin" && url.hash === "#manage-content",
  );
  await expect(page.getByLabel(adminText.list.search)).toHaveValue(KEY);
  const row = page.locator(`[data-testid="content-item"][data-key="${KEY}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: links.onPageLabel(KEY) })).toHaveAttribute(
    "href",
    onPagePath("/contact"),
  );
  await row.getByRole("link", { name: links.inPagesLabel(KEY) }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/admin/pages/contact" && url.searchParams.get("text") === KEY,
  );
  await expect(field).toBeVisible();

  // On the page: the text's editor links to it in Pages, and the room to the page's texts.
  await field.getByRole("link", { name: links.onPageLabel(KEY) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/on-page");
  await expect(page.getByRole("link", { name: links.pageTexts("Contact") })).toHaveAttribute(
    "href",
    "/admin/pages/contact",
  );
  const frame = page.frameLocator(`iframe[title="${previewText.onPage.frameTitle("/contact")}"]`);
  await frame.locator(`[data-edit-refs="text:${KEY}"]`).first().click();
  const dialog = frame.getByRole("dialog", { name: previewText.edit.dialogTitle });
  await dialog.getByRole("link", { name: links.inPagesLabel(KEY) }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/admin/pages/contact" && url.searchParams.get("text") === KEY,
  );
});
