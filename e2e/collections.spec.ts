import type { APIRequestContext } from "@playwright/test";
import { contact } from "../content/contact";
import { notFoundPage } from "../content/errors";
import { home } from "../content/home";
import { MENU_LIMITS } from "../lib/navigation";
import { navigationLabels } from "../content/navigation";
import { industries } from "../content/industries";
import { services } from "../lib/services/catalogue";
import { SUBCATEGORY_PREVIEW, subcategorySlug } from "../lib/services/subcategories";
import { subcategoryPage } from "../content/services-page";
import { fillIn } from "../lib/fill-in";
import { e2eSupabase } from "./backend";
import { SERVICE_ROLE_KEY } from "./editor";
import { allIndustriesShown, extraIndustry, insertRow, removeRow } from "./extra-rows";
import { cachedSoon, html, servedSoon } from "./served";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

const template = services[0]!;
const stamp = Date.now().toString(36);
const service = {
  slug: `chiplet-integration-${stamp}`,
  name: `Chiplet Integration ${stamp}`,
  practice: template.group,
  subcategory: template.subcategory,
  department_id: `chiplet-integration-${stamp}`,
  title: "Chiplet Integration Services",
  subtitle: "Dies from different nodes, one working package.",
  overview: "Die-to-die interfaces, package planning and the tests that prove them.",
  key_benefits: template.benefits,
  offerings: ["UCIe and BoW interface design", "Known-good-die test plans"],
  meta_description: "Chiplet integration: die-to-die interfaces, package planning and test.",
  sort_order: 10_000,
};
// First, so the short lists (footer, menu, home) show it and end with "All 7 industries".
const industry = extraIndustry(stamp, -1);

/**
 * The new service is one more than its subcategory's lists show, so the subcategory gets a page
 * of its own, and the lists (/services, the menu) end with a link to it.
 */
const section = {
  size: services.filter((s) => s.subcategory === template.subcategory).length + 1,
  path: `/services/areas/${subcategorySlug(template.subcategory)}`,
  allIn: (count: number) =>
    fillIn(subcategoryPage.allIn, { count, subcategory: template.subcategory }),
};

/** A stored text of the subcategory page, written straight to the table as a script would. */
const AREA_SUBTITLE_KEY = "services.areas.subtitle";

async function removeSiteText(request: APIRequestContext, key: string) {
  const response = await request.delete(`${e2eSupabase.url}/rest/v1/website_content`, {
    params: { content_key: `eq.${key}` },
    headers: secret,
  });
  expect(response.status()).toBe(204);
}

/** The home page's counted figure of services, as the server renders it. */
function serviceFigure(text: string) {
  const label = home.proof.figures[0]!.label;
  return new RegExp(`<dd[^>]*>(\\d+)</dd>`).exec(text.slice(text.indexOf(label)))?.[1];
}

// A failed run must not leave its rows on the site for the tests that follow.
test.afterAll(async ({ request }) => {
  await removeRow(request, "services", service.slug);
  await removeRow(request, "industries", industry.slug);
  await removeSiteText(request, AREA_SUBTITLE_KEY);
});

test("a service written through the REST API gets a static page and a place everywhere services are listed", async ({
  request,
  page,
  consoleErrors,
}) => {
  const path = `/services/${service.slug}`;
  expect(section.size).toBe(SUBCATEGORY_PREVIEW + 1);
  expect((await html(request, path)).status).toBe(404);
  expect((await html(request, section.path)).status).toBe(404);
  expect(serviceFigure((await html(request, "/")).text)).toBe(String(services.length));

  await insertRow(request, "services", service);
  const writtenAt = Date.now();
  await servedSoon(
    request,
    path,
    ({ status, text }) => status === 200 && text.includes(service.title),
  );
  console.log(`New service page served ${Date.now() - writtenAt} ms after the write`);

  // Rendered once, then served from the cache like the pages built with the site.
  await cachedSoon(request, path);
  expect(await (await request.get(path)).text()).toContain(
    `/contact?department=${service.department_id}`,
  );
  await page.goto(path);
  await expect(page).toHaveTitle(new RegExp(`^${service.title} \\|`));

  await servedSoon(request, "/services", ({ text }) => text.includes(`href="${section.path}"`));
  await servedSoon(
    request,
    section.path,
    ({ status, text }) => status === 200 && text.includes(`href="${path}"`),
  );
  await page.goto("/services");
  await page.getByRole("link", { name: section.allIn(section.size) }).click();
  await expect(page).toHaveURL(section.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(template.subcategory);
  await expect(page.getByRole("link", { name: service.name })).toHaveAttribute("href", path);
  await gotoWithTheme(page, section.path, "light");
  expect(await axeViolations(page)).toEqual([]);
  await gotoWithTheme(page, section.path, "dark");
  expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  // The page's words are site text: an editor's own, with the page's figures filled in.
  await insertRow(request, "website_content", {
    content_key: AREA_SUBTITLE_KEY,
    content_value: "Our {count} services here, each with its own team.",
  });
  await servedSoon(request, section.path, ({ text }) =>
    text.includes(`Our ${section.size} services here, each with its own team.`),
  );
  await removeSiteText(request, AREA_SUBTITLE_KEY);
  await servedSoon(request, "/", ({ text }) => serviceFigure(text) === String(services.length + 1));
  // The menu's links travel in the page's payload, where "&" is written "\u0026".
  await servedSoon(request, "/about", ({ text }) =>
    text.replaceAll("\\u0026", "&").includes(section.allIn(section.size)),
  );
  await servedSoon(
    request,
    "/sitemap.xml",
    ({ text }) => text.includes(path) && text.includes(section.path),
  );

  // The page's 'Discuss Your Project' department is one the contact form knows.
  await page.goto(`/contact?department=${service.department_id}`);
  const select = page.getByLabel(contact.form.fields.department.label, { exact: true });
  await expect(select).toHaveValue(service.department_id);
  await expect(select.locator("option:checked")).toHaveText(service.name);

  await removeRow(request, "services", service.slug);
  await servedSoon(request, path, ({ status }) => status === 404);
  await servedSoon(request, section.path, ({ status }) => status === 404);
  // The browser keeps the not-found title once the page has hydrated.
  await page.goto(path);
  await expect(page).toHaveTitle(new RegExp(`^${notFoundPage.metaTitle} \\|`));
  // Chromium logs the document's own 404 as a console error; that one is expected here.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  consoleErrors.splice(0, consoleErrors.length);
  await servedSoon(request, "/", ({ text }) => serviceFigure(text) === String(services.length));
});

test("an industry written through the REST API gets its page, card, icon and footer link", async ({
  request,
}) => {
  const path = `/industries/${industry.slug}`;
  await insertRow(request, "industries", industry);
  await servedSoon(
    request,
    path,
    ({ status, text }) => status === 200 && text.includes(industry.title),
  );
  await servedSoon(request, "/industries", ({ text }) => text.includes(`href="${path}"`));
  // The footer of every page lists the first industries, then links to all of them.
  expect(industries.length + 1).toBeGreaterThan(MENU_LIMITS.industries);
  await servedSoon(
    request,
    "/contact",
    ({ text }) =>
      text.includes(`href="${path}"`) &&
      allIndustriesShown(text, navigationLabels.allIndustries) >= industries.length + 1,
  );
  // The home page's industry links draw the icon the row names.
  await servedSoon(request, "/", ({ text }) =>
    new RegExp(`href="${path}"[^>]*><svg[^>]*><use href="[^"]*#${industry.icon}"`).test(text),
  );

  await removeRow(request, "industries", industry.slug);
  await servedSoon(request, path, ({ status }) => status === 404);
});
