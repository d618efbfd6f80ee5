import type { Page } from "@playwright/test";
import { adminRooms, adminText, commandPalette, editorShell } from "../content/admin";
import { mediaText } from "../content/admin-media";
import { signIn } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/** The admin's rooms: each at its own address, reached from one navigation. */

const nav = (page: Page) => page.getByRole("navigation", { name: adminRooms.label });
const room = (page: Page, name: string) => nav(page).getByRole("link", { name, exact: true });
const pagePicker = (page: Page) => page.getByLabel(adminText.pages.pickerLabel, { exact: true });

test("every room has its own address, the navigation marks where the editor is, and back and forward work", async ({
  page,
}) => {
  await signIn(page);
  await expect(room(page, adminRooms.overview)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
  // The overview is the specification's panel; the page editor, the staged changes and the
  // change feed are rooms of their own.
  await expect(page.getByRole("heading", { name: adminText.list.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: adminText.add.title })).toBeVisible();
  for (const elsewhere of [adminText.pages.title, adminText.drafts.title, adminText.recent.title]) {
    await expect(page.getByRole("heading", { name: elsewhere, exact: true })).toHaveCount(0);
  }
  // The rooms' navigation is beside the screen, not in it: "Skip to content" passes it.
  await expect(
    page.getByRole("main").getByRole("navigation", { name: adminRooms.label }),
  ).toHaveCount(0);
  await page.goto("/admin");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: editorShell.skipToContent })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await room(page, adminRooms.pages).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/pages/home");
  await expect(room(page, adminRooms.pages)).toHaveAttribute("aria-current", "page");
  await expect(room(page, adminRooms.overview)).not.toHaveAttribute("aria-current");
  await expect(pagePicker(page)).toHaveValue("home");

  // Choosing a page gives it an address; back shows the page before.
  await pagePicker(page).selectOption("contact");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/pages/contact");
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/pages/home");
  await expect(pagePicker(page)).toHaveValue("home");
  // A shared link opens the page it names.
  await page.goto("/admin/pages/contact");
  await expect(pagePicker(page)).toHaveValue("contact");
  expect((await page.request.get("/admin/pages/no-such-page")).status()).toBe(404);

  await page.goto("/admin/pages/contact");
  await room(page, adminRooms.staged).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/staged");
  await expect(page.getByRole("heading", { level: 2, name: adminText.drafts.title })).toBeVisible();
  await expect(page.getByText(adminText.realtime.connected)).toBeVisible();

  await room(page, adminRooms.activity).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/activity");
  await expect(page.getByRole("heading", { name: adminText.recent.title })).toBeVisible();

  await room(page, adminRooms.media).click();
  await expect(page.getByRole("heading", { level: 1, name: mediaText.title })).toBeVisible();

  // A collection's screens belong to Collections.
  await room(page, adminRooms.collections).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/collections");
  await expect(
    page.getByRole("heading", { level: 1, name: adminRooms.collectionsTitle }),
  ).toBeVisible();
  await page.locator("main").getByRole("link", { name: "Services" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/services");
  await expect(room(page, adminRooms.collections)).toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/collections");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: mediaText.title })).toBeVisible();
});

// One room and theme a test: all ten in one ran past its time limit on a slower machine. Every
// room, with the header's live indicator and the rooms' navigation around it. (The rooms on a
// phone: admin-shell.spec.ts.)
for (const theme of ["light", "dark"] as const) {
  for (const path of [
    "/admin",
    "/admin/pages/about",
    "/admin/collections",
    "/admin/services",
    "/admin/media",
    "/admin/staged",
    "/admin/activity",
    "/admin/inbox",
    "/admin/search",
    "/admin/seo",
    "/admin/launch",
    "/admin/security",
    "/admin/team",
    "/admin/settings",
    "/admin/on-page",
  ]) {
    test(`${path} has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
      await signIn(page);
      await gotoWithTheme(page, path, theme);
      await expect(nav(page)).toBeVisible();
      await expect(page.getByText(adminText.list.loading)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
    });
  }
}

test("Ctrl+K jumps to any item or text, by keyboard alone", async ({ page }) => {
  await signIn(page);
  // The shortcut works once the screen is live.
  await expect(page.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
  const palette = page.getByRole("dialog", { name: commandPalette.title });
  const search = palette.getByRole("combobox", { name: commandPalette.label });

  await page.keyboard.press("Control+k");
  await expect(search).toBeFocused();
  await search.fill("dft");
  await expect(palette.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(palette.getByRole("option", { name: /^DFT/ })).toBeVisible();
  await search.fill("dft services/dft");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/admin\/services\/[0-9a-f-]{36}$/);
  await expect(palette).toBeHidden();

  // A text opens on its page's texts, found by its key.
  await page.keyboard.press("Control+k");
  await search.fill("contact.hero.title");
  await search.press("ArrowDown");
  await search.press("ArrowUp");
  await search.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/pages/contact");
  await expect(page.getByLabel(adminText.pages.searchLabel)).toHaveValue("contact.hero.title");

  // Escape closes it; a miss says so.
  await page.getByRole("button", { name: commandPalette.open }).click();
  await search.fill("no such thing anywhere");
  await expect(palette.getByText(commandPalette.none("no such thing anywhere"))).toBeVisible();
  await search.press("Escape");
  await expect(palette).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});
