import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Fixtures {
  /** Console errors and uncaught exceptions; every test fails if any were logged. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The WCAG rules a theme can break: the themes differ in colour only. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Runs axe with the WCAG 2.2 AA tags (or only the given rules) and returns its violations, summarised. */
export async function axeViolations(page: Page, rules?: string[]) {
  // axe.run in the page itself: the default finishes every run in a fresh blank page, which
  // doubled each check's time. The site's frames are all same-origin, which this mode covers.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Loads a page in the given theme by storing it where the site reads it. */
export async function gotoWithTheme(page: Page, path: string, theme: "light" | "dark") {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}
