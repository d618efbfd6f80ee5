import { searchPage } from "@/content/search";
import { kindWords, orderedCounts, parseKindParam } from "@/lib/search/kinds";

describe("parseKindParam", () => {
  it("takes a kind the site knows", () => {
    expect(parseKindParam("services")).toBe("services");
    expect(parseKindParam(["posts", "offices"])).toBe("posts");
  });

  it("takes a kind-shaped name the site does not know yet, as the database would store it", () => {
    expect(parseKindParam("events")).toBe("events");
  });

  it.each([
    [undefined],
    [""],
    ["Services"],
    ["services; drop table x"],
    ["<script>"],
    ["__proto__"],
    ["a".repeat(41)],
  ])("reads %p as every kind", (raw) => {
    expect(parseKindParam(raw)).toBeNull();
  });
});

describe("kindWords", () => {
  it("names the kinds the site knows", () => {
    expect(kindWords("services")).toEqual(searchPage.kinds.services);
    expect(kindWords("posts").one).toBe("Insight");
  });

  it("names any other kind with the general words, never with what objects inherit", () => {
    expect(kindWords("events")).toBe(searchPage.otherKind);
    expect(kindWords("constructor")).toBe(searchPage.otherKind);
    expect(kindWords("toString")).toBe(searchPage.otherKind);
  });
});

describe("orderedCounts", () => {
  it("lists the known kinds in the site's order, then others by name, leaving out empty ones", () => {
    expect(
      orderedCounts({
        pages: 2,
        offices: 1,
        services: 3,
        leaders: 0,
        webinars: 1,
        events: 1,
        posts: 4,
      }),
    ).toEqual([
      { kind: "services", count: 3 },
      { kind: "posts", count: 4 },
      { kind: "pages", count: 2 },
      { kind: "offices", count: 1 },
      { kind: "events", count: 1 },
      { kind: "webinars", count: 1 },
    ]);
  });
});
