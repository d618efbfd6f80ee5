import type { SiteTextPage } from "@/content/site-text";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";
import type { ContentItem } from "../content-list";
import { fieldLabel } from "@/lib/site-text/field-label";
import { itemsByKey, pageFields, searchFields, unusedItems } from "../page-fields";

const entry = (key: string, page: string, text: string): SiteTextEntry => ({
  key,
  default: text,
  page,
  field: key.split(".").slice(1).join("."),
  location: `${page}: ${key}`,
  multiline: false,
});

const catalogue = [
  entry("home.hero.title", "home", "Engineering the future"),
  entry("home.hero.subtitle", "home", "Silicon to software"),
  entry("contact.faq.0.question", "contact", "How do we start?"),
];

const pages: SiteTextPage[] = [
  { id: "home", group: "pages", label: "Home", path: "/", root: "home" },
  { id: "contact", group: "pages", label: "Contact", path: "/contact", root: "contact" },
];

const stored = (key: string, value: string): ContentItem => ({
  id: `id-${key}`,
  content_key: key,
  content_value: value,
  created_at: "2026-01-01T00:00:00+00:00",
  updated_at: "2026-01-01T00:00:00+00:00",
});

describe("page fields", () => {
  const items = [stored("home.hero.title", "Chips that ship"), stored("old.banner", "Sale")];
  const byKey = itemsByKey(items);

  it("lists a page's texts with the stored value over the default", () => {
    const fields = pageFields(catalogue, byKey, "home");
    expect(fields.map((f) => [f.entry.key, f.value, f.item !== undefined])).toEqual([
      ["home.hero.title", "Chips that ship", true],
      ["home.hero.subtitle", "Silicon to software", false],
    ]);
  });

  it("searches keys, current values, defaults and page names; every word must match", () => {
    const keys = (query: string) =>
      searchFields(catalogue, pages, byKey, query, 10).fields.map((f) => f.entry.key);
    expect(keys("chips")).toEqual(["home.hero.title"]);
    expect(keys("ENGINEERING")).toEqual(["home.hero.title"]);
    expect(keys("faq.0")).toEqual(["contact.faq.0.question"]);
    expect(keys("contact start")).toEqual(["contact.faq.0.question"]);
    expect(keys("home silicon")).toEqual(["home.hero.subtitle"]);
    expect(keys("home nothing-like-this")).toEqual([]);
    expect(keys("   ")).toEqual([]);
  });

  it("counts every match but returns at most the limit", () => {
    expect(searchFields(catalogue, pages, byKey, "home", 1)).toMatchObject({ total: 2 });
    expect(searchFields(catalogue, pages, byKey, "home", 1).fields).toHaveLength(1);
  });

  it("finds stored keys no page reads", () => {
    expect(unusedItems(items, catalogue).map((item) => item.content_key)).toEqual(["old.banner"]);
  });

  it("names fields for people: key parts as words, positions from 1", () => {
    expect(fieldLabel("benefits.0.title")).toBe("Benefit 1: title");
    expect(fieldLabel("meta-title")).toBe("Title in search results");
    expect(fieldLabel("hero.primary-cta.label")).toBe("Hero: main button text");
    expect(fieldLabel("groups.0.subcategories.2")).toBe("Group 1: subcategory 3");
    expect(fieldLabel("labels.offerings")).toBe("Offerings");
    expect(fieldLabel("errors.not-found.search.button")).toBe("Page not found: search button");
  });
});
