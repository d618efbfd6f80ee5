import type { Locator } from "@playwright/test";
import { axeViolations, expect, gotoWithTheme, test } from "./fixtures";
import { company } from "../content/company";
import { comingSoon } from "../content/notices";
import { figureValues, home } from "../content/home";
import { industries } from "../content/industries";
import { serviceGroups } from "../content/services";
import { services } from "../lib/services/catalogue";

test.describe("home page", () => {
  test("shows the hero, its links and the closing call to action", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Engineering Excellence" }),
    ).toBeVisible();
    await expect(page.getByText(home.hero.tagline)).toBeVisible();

    const explore = page.getByRole("link", { name: "Explore Solutions" });
    await expect(explore).toHaveAttribute("href", "/services");

    const starts = page.getByRole("link", { name: /Start Your Project/ });
    await expect(starts).toHaveCount(2);
    for (const link of await starts.all()) {
      await expect(link).toHaveAttribute("href", company.projectRequestUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(
      page.getByRole("heading", { level: 2, name: "Ready to Transform Your Vision?" }),
    ).toBeVisible();
  });

  test("has 50 hero particles and the four service cards", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.locator("#hero-title") });
    await expect(hero.locator('[data-particles="50"] > span')).toHaveCount(50);
    await expect(hero.locator("[data-particles]")).toHaveAttribute("aria-hidden", "true");

    const cards = page.getByRole("region", { name: "Our Services" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Semiconductor Solutions",
      "Engineering Services",
      "Testing & Validation",
      "Innovation Labs",
    ]);
  });

  test("a service card click shows the coming-soon notice", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Learn more about Testing & Validation/ }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(comingSoon.general.title);
    await expect(toast).toContainText(comingSoon.general.description);
  });

  test("reduced motion keeps the hero and particles still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 250);
    const layer = page.locator("[data-hero-motion]");
    await expect
      .poll(() => layer.evaluate((element) => element.style.getPropertyValue("--parallax-up")))
      .toBe("");
    // Motion has started for everyone else by now; these dots must still be at rest.
    await expect(page.locator("html")).toHaveAttribute("data-motion", "");
    const iterations = await page
      .locator("[data-particles] > span")
      .first()
      .evaluate((dot) => getComputedStyle(dot).animationName);
    expect(iterations).toBe("none");
  });

  // The suite runs with reduced motion (playwright.config.ts); these tests are about the motion.
  test.describe("with motion allowed", () => {
    test.use({ reducedMotion: "no-preference" });

    test("parallax maps scroll 0–300 px to -50 and +50 px", async ({ page }) => {
      await page.goto("/");
      const layer = page.locator("[data-hero-motion]");
      const offsets = () =>
        layer.evaluate((element) => [
          element.style.getPropertyValue("--parallax-up"),
          element.style.getPropertyValue("--parallax-down"),
        ]);
      await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
      await expect.poll(offsets).toEqual(["-25px", "25px"]);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await expect.poll(offsets).toEqual(["-50px", "50px"]);
    });

    test("the hero follows the mouse", async ({ page }) => {
      await page.goto("/");
      const layer = page.locator("[data-hero-motion]");
      const box = (await page.locator("#hero-title").boundingBox())!;
      await page.mouse.move(box.x + 5, box.y + 5);
      await page.mouse.move(box.x + 10, box.y + 10);
      await expect
        .poll(() => layer.evaluate((element) => element.style.getPropertyValue("--mouse-x")))
        .toMatch(/^-?\d+(\.\d+)?px$/);
    });

    test("particles rest until the page has loaded, then float", async ({ browser, page }) => {
      const animationNames = (dots: Locator) =>
        dots.evaluateAll((list) => [
          ...new Set(list.map((dot) => getComputedStyle(dot).animationName)),
        ]);

      // Without scripts the page never says it has loaded: the first paint carries no animation.
      const still = await browser.newContext({ javaScriptEnabled: false });
      const stillPage = await still.newPage();
      await stillPage.goto("/");
      expect(await animationNames(stillPage.locator("[data-particles] > span"))).toEqual(["none"]);
      await still.close();

      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-motion", "");
      const dots = page.locator("[data-particles] > span");
      await expect.poll(() => animationNames(dots)).toEqual(["float"]);
      // Every dot moves: a looping animation of some seconds, whatever its size and phase.
      const timings = await dots.evaluateAll((list) => [
        ...new Set(
          list.map((dot) => {
            const style = getComputedStyle(dot);
            const seconds = parseFloat(style.animationDuration);
            return `${seconds >= 1 ? "seconds" : style.animationDuration} ${style.animationIterationCount}`;
          }),
        ),
      ]);
      expect(timings).toEqual(["seconds infinite"]);
    });
  });

  test("tells one story: hero, figures, the four cards, practices, industries, call to action", async ({
    page,
  }) => {
    await page.goto("/");
    const sections = page.locator("main > section");
    const names = await sections.evaluateAll((list) =>
      list.map(
        (section) => section.getAttribute("aria-labelledby") ?? section.getAttribute("aria-label"),
      ),
    );
    expect(names).toEqual([
      "hero-title",
      home.proof.label,
      "our-services",
      "practices-title",
      "industries-title",
      "home-cta",
    ]);

    const figures = page.getByRole("region", { name: home.proof.label });
    await expect(figures.locator("dt")).toHaveText(
      home.proof.figures.map((figure) => figure.label),
    );
    // Counted from the published collections, which start as content/ has them.
    await expect(figures.locator("dd")).toHaveText(
      figureValues(home.proof.figures, {
        services: services.length,
        practices: serviceGroups.length,
        industries: industries.length,
      }).map((figure) => figure.value),
    );

    const practices = page.getByRole("region", { name: home.practices.title });
    for (const group of serviceGroups) {
      await expect(
        practices.getByRole("link", { name: `${home.practices.action} ${group.title}` }),
      ).toHaveAttribute("href", `/services#${group.id}`);
      const card = practices
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: group.title }) });
      await expect(card.getByRole("listitem")).toHaveText([...group.subcategories]);
    }

    const industryLinks = page
      .getByRole("region", { name: home.industries.title })
      .getByRole("link");
    await expect(industryLinks).toHaveText([
      ...industries.map((industry) => industry.name),
      home.industries.action,
    ]);
    expect(
      await industryLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([...industries.map((industry) => industry.path), "/industries"]);

    await practices.getByRole("link", { name: `${home.practices.action} Embedded` }).click();
    await expect(page).toHaveURL(/\/services#embedded$/);
  });

  test("its HTML carries the text without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering Excellence");
    await expect(page.getByText(home.cta.title)).toBeVisible();
    await context.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
      await gotoWithTheme(page, "/", theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
