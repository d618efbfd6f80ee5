import { overlayText, textLeaves } from "../tree";

const content = {
  metaTitle: "Title",
  hero: { title: "Hello", primaryCta: { label: "Go", href: "/go" } },
  items: [
    { icon: "chip", title: "One" },
    { icon: "cog", title: "Two" },
  ],
  offerings: ["A", "B"],
  rows: 5,
} as const;

describe("textLeaves", () => {
  it("keys every string by its path, lists by index, camelCase as kebab-case", () => {
    expect(textLeaves("page", content)).toEqual([
      { key: "page.meta-title", value: "Title" },
      { key: "page.hero.title", value: "Hello" },
      { key: "page.hero.primary-cta.label", value: "Go" },
      { key: "page.items.0.title", value: "One" },
      { key: "page.items.1.title", value: "Two" },
      { key: "page.offerings.0", value: "A" },
      { key: "page.offerings.1", value: "B" },
    ]);
  });
});

describe("overlayText", () => {
  it("replaces the strings it has values for and keeps structure and the rest", () => {
    const stored = new Map([
      ["page.hero.title", "Hi"],
      ["page.items.1.title", "Deux"],
      ["page.offerings.0", "Alpha"],
      // Structural fields are never replaced, even if a row names them.
      ["page.hero.primary-cta.href", "/elsewhere"],
      ["page.items.0.icon", "cart"],
    ]);
    const result = overlayText("page", content, (key) => stored.get(key));
    expect(result).toEqual({
      metaTitle: "Title",
      hero: { title: "Hi", primaryCta: { label: "Go", href: "/go" } },
      items: [
        { icon: "chip", title: "One" },
        { icon: "cog", title: "Deux" },
      ],
      offerings: ["Alpha", "B"],
      rows: 5,
    });
    // The defaults themselves are left alone.
    expect(content.hero.title).toBe("Hello");
  });

  it("gives back the defaults, equal in value, when nothing is stored", () => {
    expect(overlayText("page", content, () => undefined)).toEqual(content);
  });
});
