import { expect, test } from "./fixtures";
import { aboutLinks } from "../content/navigation";
import { buildMainNavigation, industryLinks as menuIndustryLinks } from "../lib/navigation";

const industryLinks = menuIndustryLinks();
const servicesMenu = buildMainNavigation().find((item) => item.href === "/services")?.menu;
const serviceColumns = servicesMenu?.kind === "mega" ? servicesMenu.columns : [];

const header = (page: import("@playwright/test").Page) => page.locator("header").first();

/**
 * Holds back every script requested from now on by `ms`, as a slow network would: the menus'
 * code is fetched when a visitor reaches for a menu, not with the page.
 */
async function delayLaterScripts(page: import("@playwright/test").Page, ms: number) {
  const requested: string[] = [];
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    requested.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return requested;
}

test.describe("header on wide screens", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("turns translucent with a border once scrolled past 50 px", async ({ page }) => {
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await page.waitForTimeout(100);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 60, behavior: "instant" }));
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).backdropFilter))
      .toContain("blur");
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).borderBottomColor))
      .not.toBe("rgba(0, 0, 0, 0)");
  });

  test("hovering Services opens the three-column mega-menu with all 28 services", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    const trigger = nav.getByRole("button", { name: "Services menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#" + (await trigger.getAttribute("aria-controls")));
    await expect(panel).toBeVisible();
    for (const column of serviceColumns) {
      await expect(panel.getByRole("link", { name: column.title, exact: true })).toBeVisible();
    }
    await expect(
      panel.getByRole("link", { name: "Data Analytics, AI and Machine Learning" }),
    ).toBeVisible();
    await expect(panel.locator('a[href^="/services/"]')).toHaveCount(28);
    // Grouped by the subcategories of /services, in the same order.
    for (const column of serviceColumns) {
      const links = column.sections.flatMap((section) => section.links.map((link) => link.label));
      const practice = panel.locator("div", {
        has: page.getByRole("link", { name: column.title, exact: true }),
      });
      await expect(practice.last().locator('a[href^="/services/"]')).toHaveText(links);
      for (const section of column.sections) {
        await expect(practice.last().getByText(section.title, { exact: true })).toBeVisible();
      }
    }
    // The panel spans the page grid: its edges are the logo's left edge and the bar's right.
    const logo = await header(page).getByRole("link").first().boundingBox();
    const toggle = await header(page)
      .getByRole("button", { name: "Toggle dark mode" })
      .boundingBox();
    const panelBox = await panel.locator("> div").boundingBox();
    expect(Math.round(panelBox!.x)).toBe(Math.round(logo!.x));
    expect(Math.round(panelBox!.x + panelBox!.width)).toBe(Math.round(toggle!.x + toggle!.width));
    await page.mouse.move(640, 790);
    await expect(panel).toBeHidden();
  });

  test("the pointer can travel from Services down into the mega-menu and follow a link", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    const services = await nav.getByRole("link", { name: "Services", exact: true }).boundingBox();
    const start = { x: services!.x + services!.width / 2, y: services!.y + services!.height / 2 };
    await page.mouse.move(start.x, start.y);
    const trigger = nav.getByRole("button", { name: "Services menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const target = page.getByRole("link", { name: "Physical design", exact: true });
    const box = await target.boundingBox();
    // Small steps, as a hand moves: the menu must stay open on the whole way down.
    await page.mouse.move(start.x, box!.y + box!.height / 2, { steps: 25 });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(box!.x + 10, box!.y + box!.height / 2, { steps: 10 });
    await page.mouse.down();
    await page.mouse.up();
    await expect(page).toHaveURL(/\/services\/physical-design$/);
  });

  test("About and Industries list their pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    const about = page.locator(
      "#" + (await nav.getByRole("button", { name: "About menu" }).getAttribute("aria-controls")),
    );
    for (const link of aboutLinks) {
      await expect(about.getByRole("link", { name: link.label })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await nav.getByRole("link", { name: "Industries", exact: true }).hover();
    const industries = page.locator(
      "#" +
        (await nav.getByRole("button", { name: "Industries menu" }).getAttribute("aria-controls")),
    );
    await expect(industries.getByRole("link")).toHaveCount(industryLinks.length);
    for (const link of industryLinks) {
      await expect(industries.getByRole("link", { name: link.label })).toHaveAttribute(
        "href",
        link.href,
      );
    }
  });

  test("clicking a menu's toggle while hovering keeps it open", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    const trigger = nav.getByRole("button", { name: "About menu" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Leadership Team" })).toBeVisible();
  });

  test("menus open and close from the keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    const trigger = nav.getByRole("button", { name: "About menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    const panel = page.locator("#" + (await trigger.getAttribute("aria-controls")));
    await expect(panel.getByRole("link", { name: "Company Overview" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: "Leadership Team" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(panel.getByRole("link", { name: "History" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about#history$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu opened from the keyboard focuses its first link once its late code arrives", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const requested = await delayLaterScripts(page, 600);
    const nav = page.getByRole("navigation", { name: "Primary" });
    const trigger = nav.getByRole("button", { name: "About menu" });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#" + (await trigger.getAttribute("aria-controls")));
    await expect(panel.getByRole("link", { name: "Company Overview" })).toBeFocused();
    // The panel's code was not part of the page's first load.
    expect(requested.length).toBeGreaterThan(0);
  });

  test("tabbing out of an open menu closes it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Primary" });
    const trigger = nav.getByRole("button", { name: "Industries menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < industryLinks.length + 1; i++) await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("marks the active item with aria-current", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Primary" });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/services/dft");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
    await page.goto("/industries/retail");
    await expect(nav.getByRole("link", { name: "Industries", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash link scrolls its target into view, smoothly unless motion is reduced", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/services");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await page.locator("footer").getByRole("link", { name: "Software" }).click();
    await expect(page).toHaveURL(/\/services#software$/);
    await expect(page.locator("#software")).toBeInViewport();

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("header on phones", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("on a slow network the first tap still opens the menu, once its code arrives", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const requested = await delayLaterScripts(page, 600);
    const hamburger = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await hamburger.tap();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test("the hamburger opens a stacked menu that Escape and navigation close", async ({ page }) => {
    await page.goto("/");
    const hamburger = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const label of ["Home", "About", "Services", "Industries", "Contact"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");

    await hamburger.click();
    await menu.getByRole("button", { name: "Services menu" }).click();
    await menu.getByRole("link", { name: "Board support package" }).click();
    await expect(page).toHaveURL(/\/services\/board-support-package$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: /^(Open|Close) menu$/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the menu runs the full height beside a backdrop, groups services, and a tap on the backdrop closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const hamburger = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await hamburger.click();
    const menu = page.locator("#mobile-menu");
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    // From under the 64 px bar to the bottom of the screen, leaving a strip of backdrop.
    expect(box!.y).toBe(64);
    expect(box!.y + box!.height).toBe(844);
    expect(box!.x).toBeGreaterThanOrEqual(40);
    const backdrop = page.locator("[data-menu-backdrop]");
    await expect(backdrop).toBeVisible();
    // The page behind is out of reach while the menu is open: no focus, no scrolling.
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("inert", "");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");

    await menu.getByRole("button", { name: "Services menu" }).click();
    for (const column of serviceColumns) {
      await expect(menu.getByRole("link", { name: column.title, exact: true })).toBeVisible();
      for (const section of column.sections) {
        await expect(menu.getByText(section.title, { exact: true })).toBeVisible();
      }
    }
    await expect(menu.locator('a[href^="/services/"]')).toHaveCount(28);

    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

    // A tap on the backdrop over a link closes the menu and does not follow the link.
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "About Us" });
    await footerLink.scrollIntoViewIfNeeded();
    const under = await footerLink.boundingBox();
    expect(under!.x).toBeLessThan(40);
    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(under!.x + 4, under!.y + under!.height / 2);
    await expect(menu).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });

  test("every interactive target in the header is at least 44 px tall", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /^(Open|Close) menu$/ }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "About menu" }).click();
    const targets = header(page).locator("a:visible, button:visible");
    const count = await targets.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const box = await targets.nth(i).boundingBox();
      expect(box, `target ${i}`).not.toBeNull();
      expect(
        box!.height,
        await targets.nth(i).evaluate((el) => el.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44);
    }
  });
});
