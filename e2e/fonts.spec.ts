import type { Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { contentItem, openAdmin } from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;

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
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
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
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await openAdmin(page);
  const key = `e2e.font.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const value = "Zürich, São Paulo and Tromsø: 5 € · Œuvre™";
  await page.getByLabel(t.add.keyLabel).fill(key);
  await page.getByLabel(t.add.valueLabel).fill(value);
  await page.getByRole("button", { name: t.add.submit }).click();
  const text = contentItem(page, key).locator("p", { hasText: value });
  await expect(text).toBeVisible();
  await text.evaluate((node) => node.setAttribute("data-font-probe", ""));

  // The rest of the font is fetched for these characters and swapped in: every glyph is Geist's.
  await expect.poll(() => fontsDrawing(page, "[data-font-probe]")).toEqual(["Geist"]);
  expect(fonts.some((path) => path.includes("geist-rest"))).toBe(true);
});
