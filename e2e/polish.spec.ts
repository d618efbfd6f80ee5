import type { Locator, Page } from "@playwright/test";
import { expect, gotoWithTheme, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: number[], b: number[]): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A field's border colour, its own fill and the fill around it, as 0–255 channels. The browser
 * converts each computed colour (whatever notation the stylesheet used) through a canvas.
 */
function fieldColours(page: Page, selector: string) {
  return page.locator(selector).evaluate((field) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const channels = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const fill = (from: Element | null) => {
      for (let element = from; element; element = element.parentElement) {
        const colour = channels(getComputedStyle(element).backgroundColor);
        if (colour[3] === 255) return colour;
      }
      return [255, 255, 255, 255];
    };
    return {
      border: channels(getComputedStyle(field).borderTopColor),
      inside: fill(field),
      around: fill(field.parentElement),
    };
  });
}

test.describe("public polish", () => {
  test("the hero drawing never touches the hero's calls to action", async ({ page }) => {
    for (const width of [320, 390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const hero = page.locator("section", { has: page.locator("#hero-title") });
      const drawing = await box(hero.locator("svg.illustration"));
      const links = await hero.getByRole("link").all();
      expect(links.length, "the hero's two calls to action").toBe(2);
      for (const link of links) {
        const cta = await box(link);
        expect(intersects(drawing, cta), `at ${width} px: ${await link.innerText()}`).toBe(false);
      }
    }
  });

  test("the Locations page's phone and email links are at least 24 px tall", async ({ page }) => {
    await page.goto("/locations");
    const main = page.locator("main");
    const links = [
      ...(await main.locator('a[href^="tel:"]').all()),
      ...(await main.locator('a[href^="mailto:"]').all()),
    ];
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect((await box(link)).height, await link.innerText()).toBeGreaterThanOrEqual(24);
    }
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the contact fields' borders keep 3:1 contrast (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, "/contact", theme);
      const fields = ["name", "email", "company", "department", "subject", "message"];
      for (const name of fields) {
        const { border, inside, around } = await fieldColours(page, `#contact-${name}`);
        expect(contrast(border, inside), `${name} against its fill`).toBeGreaterThanOrEqual(3);
        expect(contrast(border, around), `${name} against the panel`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
