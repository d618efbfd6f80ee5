import { company } from "../content/company";
import { siteTextCatalogue } from "../lib/site-text/catalogue";
import { publicRoutes } from "../lib/public-routes";
import { LOCAL_SUPABASE_ANON_KEY } from "../lib/supabase/env";
import { e2eSupabase } from "./backend";
import { expect, test } from "./fixtures";

/**
 * Every string a public page renders must be site text an editor can change. The one exception
 * is the logo's initial, a letter cut from the (editable) short name for the badge. Outside the
 * page body the registered brand name stays fixed in titles, structured data and the share image.
 */
const EXCLUSIONS = new Set<string>([company.shortName.charAt(0)]);
const MIN_COVERAGE = 0.98;

/** The catalogue's defaults and whatever is stored now (other tests may have saved values). */
async function editableTexts(): Promise<Set<string>> {
  const response = await fetch(`${e2eSupabase.url}/rest/v1/website_content?select=content_value`, {
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY },
  });
  const stored = (await response.json()) as { content_value: string }[];
  return new Set(
    [
      ...siteTextCatalogue.map((entry) => entry.default),
      ...stored.map((row) => row.content_value),
    ].map((text) => text.trim()),
  );
}

for (const route of publicRoutes) {
  test(`every text on ${route} is site text`, async ({ page }) => {
    await page.goto(route);
    // Text nodes anywhere in the page (closed menus included) and image descriptions.
    const rendered = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("script, style, noscript, template")) continue;
        texts.push(node.textContent ?? "");
      }
      document.querySelectorAll("img[alt]").forEach((img) => texts.push(img.getAttribute("alt")!));
      return texts;
    });
    // Punctuation and spacing between texts ("(", " ", "*") are layout, not words.
    const words = rendered.map((text) => text.trim()).filter((text) => /[\p{L}\p{N}]/u.test(text));
    const editable = await editableTexts();
    const missing = words.filter((text) => !editable.has(text) && !EXCLUSIONS.has(text));
    const excluded = words.filter((text) => EXCLUSIONS.has(text));
    expect(missing, `texts on ${route} that no site-text key holds`).toEqual([]);
    expect((words.length - excluded.length) / words.length).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });
}
