import { addressLine, company } from "../content/company";
import { serviceGroups } from "../content/services";
import { siteTextCatalogue } from "../lib/site-text/catalogue";
import { publicRoutes } from "../lib/public-routes";
import type { Tables } from "../lib/supabase/database.types";
import { LOCAL_SUPABASE_ANON_KEY } from "../lib/supabase/env";
import { e2eSupabase } from "./backend";
import { expect, test } from "./fixtures";

/**
 * Every string a public page renders must be site text or a collection row an editor can change,
 * or a figure counted from those rows. The one exception is the logo's initial, a letter cut from
 * the (editable) short name for the badge. Outside the page body the registered brand name stays
 * fixed in titles, structured data and the share image.
 */
type OfficeRow = Tables<"offices">;

const EXCLUSIONS = new Set<string>([company.shortName.charAt(0)]);
const MIN_COVERAGE = 0.98;

async function restRows(table: string): Promise<unknown[]> {
  const response = await fetch(`${e2eSupabase.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY },
  });
  expect(response.status, `reading ${table}`).toBe(200);
  return (await response.json()) as unknown[];
}

/** Every string anywhere in a row, nested lists and objects included. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The catalogue's defaults, whatever is stored now (other tests may have saved values), the
 * published collections' texts and the home page's figures counted from them.
 */
async function editableTexts(): Promise<Set<string>> {
  const [stored, services, industries, milestones, offices, ...lists] = await Promise.all(
    [
      "website_content",
      "services",
      "industries",
      "milestones",
      "offices",
      "leaders",
      "company_values",
      "home_service_cards",
      "faqs",
      "office_hours",
      "department_contacts",
    ].map(restRows),
  );
  const counts = [services.length, serviceGroups.length, industries.length].map(String);
  return new Set(
    [
      ...siteTextCatalogue.map((entry) => entry.default),
      ...(stored as { content_value: string }[]).map((row) => row.content_value),
      ...stringsIn(services),
      ...stringsIn(industries),
      ...stringsIn(lists),
      ...stringsIn(milestones),
      ...stringsIn(offices),
      // An office's address shows on one line, made of its fields.
      ...(offices as OfficeRow[]).map((office) =>
        addressLine({
          ...office,
          postalCode: office.postal_code,
          countryCode: office.country_code,
        }),
      ),
      // A milestone's year is a number column.
      ...(milestones as { year: number }[]).map((milestone) => String(milestone.year)),
      ...counts,
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
