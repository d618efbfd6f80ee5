import { SEARCH_PATH, searchHref } from "@/lib/search/links";

describe("searchHref", () => {
  it("is the bare page without a query", () => {
    expect(searchHref({ query: "" })).toBe(SEARCH_PATH);
  });

  it("writes the query as the search form does", () => {
    expect(searchHref({ query: "embedded linux" })).toBe("/search?q=embedded+linux");
  });

  it("adds the kind and the page only when they are not the defaults", () => {
    expect(searchHref({ query: "chips", kind: null, page: 1 })).toBe("/search?q=chips");
    expect(searchHref({ query: "chips", kind: "services" })).toBe("/search?q=chips&kind=services");
    expect(searchHref({ query: "chips", kind: "posts", page: 3 })).toBe(
      "/search?q=chips&kind=posts&page=3",
    );
    expect(searchHref({ query: "chips", page: 2 })).toBe("/search?q=chips&page=2");
  });

  it("encodes what would end the parameter or the attribute", () => {
    const href = searchHref({ query: `a&kind=x "<b>" #1 +2 שלום 🙂` });
    expect(href).not.toMatch(/["<># ]/);
    expect(new URL(href, "http://localhost").searchParams.get("q")).toBe(
      `a&kind=x "<b>" #1 +2 שלום 🙂`,
    );
    expect(new URL(href, "http://localhost").searchParams.get("kind")).toBeNull();
  });
});
