import { about } from "@/content/about";
import { home } from "@/content/home";
import { industries } from "@/content/industries";
import { serviceSlug, services } from "@/lib/services/catalogue";
import { servicePageLabels } from "@/content/services-page";
import { siteTextCatalogue } from "../catalogue";
import { mergeSiteText, siteTextValue } from "../merge";

describe("site-text catalogue", () => {
  it("holds the required keys, with defaults from the content modules", () => {
    const keys = siteTextCatalogue.map((entry) => entry.key);
    for (const key of [
      "home.hero.title",
      "home.hero.tagline",
      "home.cta.title",
      "home.cta.text",
      "about.story",
      "footer.tagline",
    ]) {
      expect(keys).toContain(key);
    }
    for (const key of [
      "services.labels.discuss",
      "industries.labels.offerings",
      "contact.faq.title",
      "contact.office-hours.timezone-note",
      "about.values.subtitle",
      "navigation.main.2.label",
      "footer.copyright",
    ]) {
      expect(keys).toContain(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(150);
  });

  it("leaves the words of the site's listed things to their collections", () => {
    const keys = siteTextCatalogue.map((entry) => entry.key);
    const itemPrefixes = [
      ...services.map((service) => `services.${serviceSlug(service)}.`),
      ...industries.map((industry) => `industries.${industry.slug}.`),
      "about.values.items.",
      "about.leadership.people.",
      "about.history.milestones.",
      "home.services.cards.",
      "contact.faq.items.",
      "contact.office-hours.entries.",
      "contact.departments.entries.",
      // The company's contact details are the first office's.
      "contact.email",
      "contact.phone",
      "contact.address",
      "locations.office.title",
    ];
    expect(keys.filter((key) => itemPrefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
    for (const service of services) {
      expect(keys).not.toContain(`services.${serviceSlug(service)}.title`);
    }
  });

  it("describes where every key shows, and every key passes the database's key rule", () => {
    for (const entry of siteTextCatalogue) {
      expect(entry.location.length).toBeGreaterThan(5);
      expect(entry.key).toMatch(/^[a-z0-9][a-z0-9._-]{0,99}$/);
      expect(entry.default.length).toBeGreaterThan(0);
    }
  });
});

describe("mergeSiteText", () => {
  it("gives every default when the table is empty", () => {
    const text = mergeSiteText([]);
    expect(siteTextValue(text, "home.hero.title")).toBe(home.hero.title);
    expect(siteTextValue(text, "about.story")).toBe(about.story.text);
    expect(siteTextValue(text, "services.labels.discuss")).toBe(servicePageLabels.discuss);
  });

  it("lays stored values over the defaults", () => {
    const text = mergeSiteText([
      { content_key: "home.hero.title", content_value: "Silicon to Systems" },
      { content_key: "services.labels.discuss", content_value: "Plan your programme" },
    ]);
    expect(siteTextValue(text, "home.hero.title")).toBe("Silicon to Systems");
    expect(siteTextValue(text, "services.labels.discuss")).toBe("Plan your programme");
    expect(siteTextValue(text, "home.hero.tagline")).toBe(home.hero.tagline);
  });

  it("ignores keys that are not in the catalogue", () => {
    const text = mergeSiteText([
      { content_key: "home.secret.banner", content_value: "<script>alert(1)</script>" },
    ]);
    expect(text.has("home.secret.banner")).toBe(false);
    expect(text.size).toBe(siteTextCatalogue.length);
    expect(() => siteTextValue(text, "home.secret.banner")).toThrow(
      /not in the site-text catalogue/,
    );
  });

  it("keeps values as plain strings, markup and all", () => {
    const value = '<b>Bold</b> & "quoted"';
    const text = mergeSiteText([{ content_key: "footer.tagline", content_value: value }]);
    expect(siteTextValue(text, "footer.tagline")).toBe(value);
  });
});
