import type { APIRequestContext, Page, Request } from "@playwright/test";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";
import {
  about,
  companyValues,
  leaders as defaultLeaders,
  milestones as defaultMilestones,
} from "../content/about";
import { company, companyAddressLine } from "../content/company";
import { contact, departmentContacts, faqs } from "../content/contact";
import { notFoundPage } from "../content/errors";
import { home } from "../content/home";
import { industries, industriesOverview } from "../content/industries";
import { industryPageLabels } from "../content/industries-page";
import { locations } from "../content/locations";
import { aboutLinks } from "../content/navigation";
import { comingSoon, type NoticeVariant } from "../content/notices";
import { departments } from "../lib/services/departments";
import { findServiceBySlug, serviceHref, services } from "../lib/services/catalogue";
import { serviceGroups } from "../content/services";
import { servicesBySubcategory } from "../lib/services/subcategories";
import { servicePageLabels, servicesPage } from "../content/services-page";
import { publicRoutes } from "../lib/public-routes";
import { e2eSite } from "./backend";
import { SPEC_DEPARTMENTS, SPEC_INDUSTRY_PATHS, SPEC_SLUGS } from "../content/__tests__/spec-lists";

/** The spec's service slugs paired with their 'Discuss Your Project' departments, in order. */
const SPEC_SERVICE_DEPARTMENTS = SPEC_SLUGS.map(
  (slug, index) => [slug, SPEC_DEPARTMENTS[index]!] as const,
);

/** The h1 each public route must carry, from the content modules. */
const expectedH1 = new Map<string, string>([
  ["/", home.hero.title],
  ["/about", about.hero.title],
  ["/services", servicesPage.hero.title],
  ...services.map((service) => [serviceHref(service), service.title] as [string, string]),
  ["/industries", industriesOverview.title],
  ...industries.map((industry) => [industry.path, industry.title] as [string, string]),
  ["/contact", contact.hero.title],
  ["/locations", locations.hero.title],
]);

/** Decodes the entities React writes into server-rendered HTML. */
function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text of an HTML fragment: tags and comments removed, entities decoded. */
function textOf(html: string): string {
  return decodeHtml(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, "")).trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeHtml(match[1]) : undefined;
}

/** The JSON-LD objects in a page's HTML. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

async function fetchHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  return response.text();
}

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

async function expectNotice(page: Page, variant: NoticeVariant = "general") {
  const toast = toasts(page).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(comingSoon[variant].title);
  await expect(toast).toContainText(comingSoon[variant].description);
}

/** Closes the visible toast so the next click has to show a fresh one. */
async function dismissNotice(page: Page) {
  await toasts(page).first().getByRole("button", { name: /close/i }).click();
  await expect(toasts(page)).toHaveCount(0);
}

test.describe("every public route", () => {
  test("the route list covers every page with an expected h1", () => {
    expect(publicRoutes).toHaveLength(new Set(publicRoutes).size);
    expect([...expectedH1.keys()].sort()).toEqual([...publicRoutes].sort());
  });

  test("serves static HTML with one h1, a title, a canonical link and a description", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const route of publicRoutes) {
      const html = await fetchHtml(request, route);
      const h1s = [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((match) => textOf(match[0]));
      expect.soft(h1s, `h1 of ${route}`).toEqual([expectedH1.get(route)]);

      const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
      expect.soft(title, `title of ${route}`).not.toBe("");
      expect.soft(title, `title of ${route}`).toContain(company.name);
      expect.soft(titles.get(title), `route sharing the title "${title}"`).toBeUndefined();
      titles.set(title, route);

      const canonicalTag = /<link rel="canonical"[^>]*>/.exec(html)?.[0];
      expect.soft(canonicalTag, `canonical link of ${route}`).toBeDefined();
      const canonical = URL.parse(attribute(canonicalTag ?? "", "href") ?? "");
      expect.soft(canonical?.origin, `canonical origin of ${route}`).toBe(e2eSite.url);
      expect.soft(canonical?.pathname, `canonical of ${route}`).toBe(route);

      const descriptionTag = /<meta name="description"[^>]*>/.exec(html)?.[0] ?? "";
      const description = attribute(descriptionTag, "content") ?? "";
      expect.soft(description.length, `description of ${route}`).toBeGreaterThan(50);
      expect.soft(description.length, `description of ${route}`).toBeLessThanOrEqual(160);
    }
    expect(titles.size).toBe(publicRoutes.length);
  });

  test("service and industry pages carry their main text without JavaScript", async ({
    request,
  }) => {
    for (const service of services) {
      const html = decodeHtml(await fetchHtml(request, serviceHref(service)));
      expect(html, serviceHref(service)).toContain(service.overview);
      expect(html, serviceHref(service)).toContain(service.offerings[0]);
    }
    for (const industry of industries) {
      const html = decodeHtml(await fetchHtml(request, industry.path));
      expect(html, industry.path).toContain(industry.intro.description);
    }
  });
});

test("every page waits for one stylesheet, which leaves out the editor's rules", async ({
  request,
}) => {
  const stylesheetsOf = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => attribute(match[0], "href"));
  const publicSheets = new Set<string | undefined>();
  for (const route of publicRoutes) {
    const sheets = stylesheetsOf(await fetchHtml(request, route));
    expect.soft(sheets, `stylesheets of ${route}`).toHaveLength(1);
    publicSheets.add(sheets[0]);
  }
  expect([...publicSheets]).toHaveLength(1);
  const [publicSheet] = publicSheets;
  const publicCss = await (await request.get(publicSheet!)).text();
  // The font's rules travel in it rather than in a second request.
  expect(publicCss).toContain("@font-face");
  // A spinner and a drag handle exist only in the editor.
  expect(publicCss).not.toContain(".animate-spin");
  expect(publicCss).not.toContain(".cursor-grab");

  const editorSheets = stylesheetsOf(await (await request.get("/login")).text());
  expect(editorSheets).toHaveLength(1);
  const editorCss = await (await request.get(editorSheets[0]!)).text();
  expect(editorCss).toContain(".animate-spin");
  expect(editorCss).toContain("@font-face");
});

test.describe("about page", () => {
  test("has the #values, #leadership and #history anchors", async ({ page }) => {
    await page.goto("/about");
    for (const id of ["values", "leadership", "history"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  for (const link of aboutLinks.filter((entry) => entry.href.includes("#"))) {
    test(`the header's About menu link ${link.href} scrolls its section into view`, async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Primary" });
      await nav.getByRole("button", { name: "About menu" }).click();
      await nav.getByRole("link", { name: link.label }).click();
      await expect(page).toHaveURL(link.href);
      const target = page.locator(`#${link.href.split("#")[1]}`);
      await expect(target).toBeInViewport();
      // Heading of the section, not just its first pixel, is visible.
      await expect(target.getByRole("heading", { level: 2 })).toBeInViewport();
    });
  }

  test("shows the four values, three leaders with local portraits and two milestones", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(
      page.getByRole("region", { name: about.values.title }).getByRole("heading", { level: 3 }),
    ).toHaveText(companyValues.map((value) => value.title));

    const leaders = page
      .getByRole("region", { name: about.leadership.title })
      .getByRole("listitem");
    await expect(leaders).toHaveCount(3);
    for (const [index, person] of defaultLeaders.entries()) {
      const card = leaders.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(person.name);
      await expect(card).toContainText(person.position);
      await expect(card).toContainText(person.experience);
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("alt", person.imageAlt);
      expect(person.imageAlt.trim()).not.toBe("");
      await image.scrollIntoViewIfNeeded();
      const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(new URL(src).origin).toBe(new URL(page.url()).origin);
      await expect
        .poll(() =>
          image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
        )
        .toBeGreaterThan(0);
    }

    const milestones = page
      .getByRole("region", { name: about.history.title })
      .getByRole("listitem");
    await expect(milestones).toHaveCount(2);
    await expect(milestones.nth(0)).toContainText("2024");
    await expect(milestones.nth(0)).toContainText(defaultMilestones[0].title);
    await expect(milestones.nth(1)).toContainText("2025");
    await expect(milestones.nth(1)).toContainText(defaultMilestones[1].title);
  });

  test("'Learn More' and a leader card show the notice; 'View Open Positions' goes to /contact", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: about.story.action }).click();
    await expectNotice(page);
    await dismissNotice(page);
    await page.getByRole("button", { name: defaultLeaders[1].name }).click();
    await expectNotice(page);
    await expect(page.getByRole("link", { name: about.join.action })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("services overview", () => {
  test("has three sections of three subcategories linking to all 28 services", async ({ page }) => {
    // About 130 checks, each a round trip to the browser: more than the default time on a busy machine.
    test.slow();
    await page.goto("/services");
    const hrefs: string[] = [];
    for (const group of serviceGroups) {
      const section = page.locator(`section#${group.id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(group.title);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([...group.subcategories]);
      for (const subcategory of servicesBySubcategory(group.id)) {
        const box = section.locator("div", {
          has: page.getByRole("heading", { level: 3, name: subcategory.title, exact: true }),
        });
        const links = box.last().getByRole("link");
        await expect(links).toHaveCount(subcategory.services.length);
        for (const [index, service] of subcategory.services.entries()) {
          await expect(links.nth(index)).toHaveAccessibleName(service.name);
          await expect(links.nth(index)).toHaveAttribute("href", serviceHref(service));
        }
      }
      for (const link of await section.locator('a[href^="/services/"]').all()) {
        hrefs.push((await link.getAttribute("href")) ?? "");
      }
    }
    expect(hrefs).toHaveLength(28);
    expect([...hrefs].sort()).toEqual(
      SPEC_SERVICE_DEPARTMENTS.map(([slug]) => `/services/${slug}`).sort(),
    );
    await expect(page.getByRole("link", { name: servicesPage.cta.action })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("a #software hash scrolls its section into view", async ({ page }) => {
    await page.goto("/services#software");
    await expect(page.locator("#software-title")).toBeInViewport();
  });
});

test.describe("service pages", () => {
  for (const [slug, department] of SPEC_SERVICE_DEPARTMENTS) {
    test(`/services/${slug}`, async ({ page }) => {
      const service = findServiceBySlug(slug);
      expect(service, `a service with the slug ${slug}`).toBeDefined();
      if (!service) return;
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      // The hero's button, and the same one again in the closing call to action.
      const discuss = page.getByRole("link", { name: servicePageLabels.discuss });
      await expect(discuss).toHaveCount(2);
      for (const link of await discuss.all()) {
        await expect(link).toHaveAttribute("href", `/contact?department=${department}`);
      }
      const closing = page.getByRole("region", { name: servicePageLabels.cta.title });
      await expect(closing.getByRole("link", { name: servicePageLabels.discuss })).toBeVisible();
      await expect(page.locator("main > section").last()).toHaveAttribute(
        "aria-labelledby",
        "service-cta",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: servicePageLabels.overview }),
      ).toBeVisible();
      await expect(page.getByText(service.overview)).toBeVisible();

      const benefits = page
        .getByRole("region", { name: servicePageLabels.benefits })
        .getByRole("listitem");
      await expect(benefits).toHaveCount(3);
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
        service.benefits.map((benefit) => benefit.title),
      );

      const offerings = page
        .getByRole("region", { name: servicePageLabels.offerings })
        .getByRole("listitem");
      await expect(offerings).toHaveText([...service.offerings]);
      const count = await offerings.count();
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(8);
    });
  }

  // An unknown slug gets the site's not-found page; a URL no route matches, global-not-found.
  for (const path of [
    "/services/not-a-service",
    "/industries/not-an-industry",
    "/no-such-page",
    "/about/no-such-page",
  ]) {
    test(`${path} is a 404 inside the site's header and footer`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(new RegExp(`^${notFoundPage.metaTitle} \\|`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Primary" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Services" })).toHaveAttribute(
        "href",
        "/services",
      );
      // Chromium logs the document's own 404 as a console error; that one is expected here.
      const expected = /status of 404/;
      expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
      consoleErrors.splice(0, consoleErrors.length);
    });
  }
});

test.describe("industries", () => {
  test("the overview shows six cards linking to the six industry pages", async ({ page }) => {
    await page.goto("/industries");
    const cards = page
      .getByRole("region", { name: industriesOverview.title })
      .getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const links = cards.getByRole("link");
    await expect(links).toHaveText(industries.map((industry) => industry.name));
    for (const [index, path] of SPEC_INDUSTRY_PATHS.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", path);
    }
  });

  for (const industry of industries) {
    test(industry.path, async ({ page }) => {
      await page.goto(industry.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.title);
      await expect(page.getByText(industry.subtitle)).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: industry.intro.heading }),
      ).toBeVisible();
      const offerings = page
        .getByRole("region", { name: industryPageLabels.offerings })
        .getByRole("listitem");
      await expect(offerings).toHaveCount(6);
      await expect(offerings.getByRole("heading", { level: 3 })).toHaveText(
        industry.offerings.map((offering) => offering.title),
      );
    });
  }
});

test.describe("contact page", () => {
  test("has three contact cards that show the notice", async ({ page }) => {
    await page.goto("/contact");
    const cards = page
      .getByRole("region", { name: contact.hero.eyebrow, exact: true })
      .getByRole("listitem");
    await expect(cards).toHaveCount(3);
    // The headquarters' details, as the site ships them.
    const facts = { email: company.emails.info, phone: company.phone, address: companyAddressLine };
    for (const [index, card] of contact.cards.entries()) {
      await expect(cards.nth(index)).toContainText(facts[card.fact]);
    }
    await cards.nth(1).getByRole("button", { name: contact.cards[1].title }).click();
    await expectNotice(page);
  });

  test("labels every form field and requires the right ones", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.form.title });
    const { fields } = contact.form;
    const name = form.getByLabel(fields.name.label);
    const email = form.getByLabel(fields.email.label);
    const companyField = form.getByLabel(fields.company.label);
    const subject = form.getByLabel(fields.subject.label);
    const message = form.getByLabel(fields.message.label);
    await expect(email).toHaveAttribute("type", "email");
    await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(message).toHaveAttribute("rows", "5");
    for (const field of [name, email, subject, message]) {
      await expect(field).toHaveJSProperty("required", true);
    }
    await expect(companyField).toHaveJSProperty("required", false);
    await expect(form.getByLabel(fields.department.label)).toHaveJSProperty("tagName", "SELECT");
  });

  test("an empty submit is blocked by the browser and shows no notice", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.form.title });
    const name = form.getByLabel(contact.form.fields.name.label);
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(name).toBeFocused();
    await expect(form.locator("#contact-name:invalid")).toHaveCount(1);
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    // A malformed email is blocked too.
    await name.fill("Priya Sharma");
    const email = form.getByLabel(contact.form.fields.email.label);
    await email.fill("not-an-email");
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await page.waitForTimeout(750);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a valid submit shows the contact-form notice and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.form.title });
    const { fields } = contact.form;
    await form.getByLabel(fields.name.label).fill("Priya Sharma");
    await form.getByLabel(fields.email.label).fill("priya@example.org");
    await form.getByLabel(fields.subject.label).fill("DFT support for a 7 nm SoC");
    await form.getByLabel(fields.message.label).fill("We need scan insertion and ATPG help.");

    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expectNotice(page, "contactForm");
    await page.waitForTimeout(500);

    // Loading the toast library's own script chunks is allowed; nothing else may go out.
    const sent = requests.filter((request) => {
      const url = new URL(request.url());
      return !(
        request.method() === "GET" &&
        url.origin === new URL(page.url()).origin &&
        url.pathname.startsWith("/_next/static/")
      );
    });
    expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    await expect(page).toHaveURL("/contact");
    await expect(form.getByLabel(fields.name.label)).toHaveValue("Priya Sharma");
  });

  test("preselects the department from ?department= and falls back to the general option", async ({
    page,
  }) => {
    const select = page
      .getByRole("form", { name: contact.form.title })
      .getByLabel(contact.form.fields.department.label, { exact: true });
    const dft = departments.find((department) => department.id === "dft-services");
    expect(dft).toBeDefined();

    await page.goto("/contact?department=dft-services");
    await expect(select).toHaveValue("dft-services");
    await expect(select.locator("option:checked")).toHaveText(dft?.name ?? "");
    await expect(select.locator("option")).toHaveCount(departments.length + 1);

    await page.goto("/contact?department=bogus");
    await expect(select).toHaveValue("");
    await expect(select.locator("option:checked")).toHaveText(
      contact.form.fields.department.generalOption,
    );

    await page.goto("/contact");
    await expect(select).toHaveValue("");
  });

  test("preselects the department after arriving from a service page's link", async ({ page }) => {
    await page.goto("/services/dft");
    // The closing call to action's button; the hero's goes to the same URL.
    await page
      .getByRole("region", { name: servicePageLabels.cta.title })
      .getByRole("link", { name: servicePageLabels.discuss })
      .click();
    await expect(page).toHaveURL("/contact?department=dft-services");
    await expect(
      page
        .getByRole("form", { name: contact.form.title })
        .getByLabel(contact.form.fields.department.label, { exact: true }),
    ).toHaveValue("dft-services");
  });

  test("keeps what was typed before the page's scripts arrived", async ({ page }) => {
    // Hold every script back, as a slow phone network would, while the visitor starts typing.
    let release = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
      async (route) => {
        await scriptsReleased;
        await route.continue();
      },
    );
    await page.goto("/contact?department=dft-services", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: contact.form.title });
    const { fields } = contact.form;
    const typed: Array<[string, string]> = [
      [fields.name.label, "Priya Sharma"],
      [fields.email.label, "priya@example.org"],
      [fields.subject.label, "DFT support for a 7 nm SoC"],
      [fields.message.label, "We need scan insertion and ATPG help."],
    ];
    for (const [label, value] of typed) await form.getByLabel(label).fill(value);

    release();
    await page.waitForLoadState("networkidle");
    for (const [label, value] of typed) await expect(form.getByLabel(label)).toHaveValue(value);
    const department = form.getByLabel(fields.department.label, { exact: true });
    await expect(department).toHaveValue("dft-services");
    // The form is live now: a submit shows the notice instead of reloading the page.
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expectNotice(page, "contactForm");
    await expect(form.getByLabel(fields.name.label)).toHaveValue("Priya Sharma");
  });

  test("shows the office hours", async ({ page }) => {
    await page.goto("/contact");
    const hours = page.locator("section", { has: page.locator("#hours-title") });
    await expect(hours.getByRole("heading", { level: 2 })).toHaveText(
      `${contact.officeHours.title} (PST)`,
    );
    await expect(hours.locator("dt")).toHaveText(["Monday–Friday", "Saturday", "Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["9:00 AM–6:00 PM", "10:00 AM–2:00 PM", "Closed"]);
    // The office is in Hyderabad: the panel says in words which time zone the hours are in.
    await expect(hours.getByText(contact.officeHours.timezoneNote)).toBeVisible();
  });

  test("the six department contacts and the emergency button show the notice", async ({ page }) => {
    await page.goto("/contact");
    const buttons = page
      .getByRole("region", { name: contact.departments.title })
      .getByRole("button");
    await expect(buttons).toHaveCount(6);
    for (const [index, entry] of departmentContacts.entries()) {
      const button = buttons.nth(index);
      await expect(button).toContainText(entry.name);
      await expect(button).toContainText(entry.email);
      await button.click();
      await expectNotice(page);
      await dismissNotice(page);
    }
    await page.getByRole("button", { name: contact.emergency.action }).click();
    await expectNotice(page);
  });

  test("shows the four FAQ questions with their answers", async ({ page }) => {
    await page.goto("/contact");
    const items = page.getByRole("region", { name: contact.faq.title }).getByRole("listitem");
    await expect(items).toHaveCount(4);
    for (const [index, faq] of faqs.entries()) {
      await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(faq.question);
      await expect(items.nth(index)).toContainText(faq.answer);
    }
    await expect(items.filter({ hasText: "24 hours" })).toHaveCount(1);
    await expect(items.filter({ hasText: "3–12 months" })).toHaveCount(1);
    await items.nth(2).getByRole("button").click();
    await expectNotice(page);
  });

  test("has 30 decorative particles in the page hero", async ({ page }) => {
    await page.goto("/contact");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.locator('[data-particles="30"] > span')).toHaveCount(30);
    await expect(hero.locator("[data-particles]")).toHaveAttribute("aria-hidden", "true");
  });
});

test.describe("locations", () => {
  test("shows the Hyderabad office address", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(locations.hero.title);
    await expect(page.getByRole("main").getByText(companyAddressLine)).toBeVisible();
  });

  test("is linked from the footer only", async ({ page }) => {
    await page.goto("/");
    const all = page.locator('a[href="/locations"]');
    const inFooter = page.getByRole("contentinfo").locator('a[href="/locations"]');
    await expect(inFooter).toHaveCount(1);
    await expect(all).toHaveCount(1);
  });
});

test.describe("icons", () => {
  test("every icon on a page is drawn from the cached sprite, whose symbols they all name", async ({
    page,
    request,
  }) => {
    const sprites: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/icons/")) sprites.push(response.url());
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/services/dft", { waitUntil: "networkidle" });
    const hrefs = await page
      .locator("svg.icon use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(10);
    const [url] = new Set(hrefs.map((href) => href.split("#")[0]));
    // One sprite per page, fetched once, whatever the number of icons.
    expect(new Set(hrefs.map((href) => href.split("#")[0])).size).toBe(1);
    expect(sprites).toHaveLength(1);

    const sprite = await request.get(url!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    // Compressed on the wire: 20 KB of markup is about 5 KB gzipped.
    expect(sprite.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
    // Any other name is unknown, never an older or newer set under a name it does not own.
    const other = await request.get("/icons/000000000000.svg");
    expect(other.status()).toBe(404);
    expect(other.headers()["cache-control"] ?? "").not.toContain("immutable");
    const body = await sprite.text();
    for (const id of new Set(hrefs.map((href) => href.split("#")[1]))) {
      expect(body, `symbol ${id}`).toContain(`<symbol id="${id}"`);
    }
    // The three benefits show three different icons.
    const benefitIcons = await page
      .getByRole("region", { name: servicePageLabels.benefits })
      .locator("svg.icon use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
    expect(new Set(benefitIcons).size).toBe(3);
    expect(errors).toEqual([]);
  });
});

test.describe("illustrations", () => {
  const expected: Record<string, number> = {
    "/": 4,
    "/services": 3,
    "/services/dft": 1,
    "/industries": 6,
    "/industries/bfsi": 1,
  };
  test("each page's drawings come from the one illustration set, which has them all", async ({
    page,
    request,
  }) => {
    const sprite = await request.get("/illustrations.svg");
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    const body = await sprite.text();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, count] of Object.entries(expected)) {
      await page.goto(path);
      const hrefs = await page
        .locator("svg.illustration use")
        .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
      expect(hrefs, path).toHaveLength(count);
      for (const href of hrefs) {
        const [file, id] = href.split("#");
        expect(file).toBe("/illustrations.svg");
        expect(body, `${path}: ${id}`).toContain(`<symbol id="${id}"`);
      }
      // Decorative: hidden from assistive technology, the text beside them carries the meaning.
      await expect(page.locator('svg.illustration:not([aria-hidden="true"])')).toHaveCount(0);
    }
  });
});

test.describe("search engines", () => {
  test("sitemap.xml lists every public route and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(decodeHtml(match[1])).pathname,
    );
    expect([...paths].sort()).toEqual([...publicRoutes].sort());
    expect(paths.some((path) => /^\/(admin|login)/.test(path))).toBe(false);
  });

  test("/favicon.ico leads to the site's icon", async ({ request }) => {
    const redirect = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toBe("/icon.svg");
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("robots.txt disallows /admin and /login and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /login");
    expect(lines.some((line) => /^Sitemap: \S+\/sitemap\.xml$/.test(line))).toBe(true);
  });

  test("the home page has Organization JSON-LD", async ({ request }) => {
    const data = jsonLd(await fetchHtml(request, "/"));
    const organization = data.find((item) => item["@type"] === "Organization");
    expect(organization, "an Organization object").toBeDefined();
    expect(organization?.name).toBe(company.name);
  });

  test("a service page has Service and BreadcrumbList JSON-LD", async ({ request }) => {
    const service = services[4];
    const data = jsonLd(await fetchHtml(request, serviceHref(service)));
    const serviceData = data.find((item) => item["@type"] === "Service");
    expect(serviceData?.name).toBe(service.title);
    expect(new URL(String(serviceData?.url)).pathname).toBe(serviceHref(service));
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    const trail = breadcrumbs?.itemListElement as Array<{ position: number; name: string }>;
    expect(trail.map((crumb) => [crumb.position, crumb.name])).toEqual([
      [1, "Home"],
      [2, "Services"],
      [3, service.name],
    ]);
  });
});

test.describe("accessibility", () => {
  // Every rule in one theme; the other is checked for what its colours decide, on the same page.
  for (const route of publicRoutes) {
    test(`${route} has no WCAG 2.2 AA violations, in either theme`, async ({ page }) => {
      await gotoWithTheme(page, route, "light");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      await gotoWithTheme(page, route, "dark");
      expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
    });
  }
});
