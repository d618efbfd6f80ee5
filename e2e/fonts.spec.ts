import type { Page } from "@playwright/test";
import { addContent, contentItem, openAdmin, uniqueKey } from "./editor";
import { expect, test } from "./fixtures";

/** The paths of the font files the page requests from now on. */
function fontRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The font families Chromium drew an element's own text with. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

test("a page in plain English fetches only the preloaded part of the font", async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto("/services/dft");
  await page.waitForLoadState("networkidle");
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toMatch(/geist_core/);
  expect(fonts).toEqual(preloaded);
});

test("an editor's accented letters and symbols are drawn in the site's font", async ({ page }) => {
  const fonts = fontRequests(page);
  await openAdmin(page);
  const key = uniqueKey("font");
  const value = "Zürich, São Paulo and Tromsø: 5 € · Œuvre™";
  await addContent(page, key, value);
  const text = contentItem(page, key).locator("p", { hasText: value });
  await expect(text).toBeVisible();
  await text.evaluate((node) => node.setAttribute("data-font-probe", ""));

  // The rest of the font is fetched for these characters and swapped in: every glyph is Geist's.
  await expect.poll(() => fontsDrawing(page, "[data-font-probe]")).toEqual(["Geist"]);
  expect(fonts.some((path) => path.includes("geist-rest"))).toBe(true);
});
