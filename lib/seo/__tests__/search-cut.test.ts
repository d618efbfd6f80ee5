import { cutForSearch, searchResultDescription, searchResultTitle } from "../search-cut";

describe("cutting a text as search results do", () => {
  it("leaves a text that fits whole, on one line", () => {
    expect(cutForSearch("Design\n  verification", 60)).toBe("Design verification");
    expect(cutForSearch("a".repeat(60), 60)).toBe("a".repeat(60));
  });

  it("cuts a longer one at the last whole word, with an ellipsis, within the limit", () => {
    const text = "Silicon validation for first-pass success across every process node we support";
    const cut = cutForSearch(text, 40);
    expect(cut).toBe("Silicon validation for first-pass…");
    expect([...cut].length).toBeLessThanOrEqual(40);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("drops the punctuation a cut leaves at the end", () => {
    expect(cutForSearch("Embedded, software, silicon and more", 20)).toBe("Embedded, software…");
  });

  it("cuts one long word where the limit falls", () => {
    expect(cutForSearch("a".repeat(30), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("cuts titles at 60 characters and descriptions at 160", () => {
    expect([...searchResultTitle("word ".repeat(30))].length).toBeLessThanOrEqual(60);
    expect(searchResultTitle("word ".repeat(30))).toMatch(/…$/);
    expect(searchResultDescription("word ".repeat(31).trim())).toBe("word ".repeat(31).trim());
    expect([...searchResultDescription("word ".repeat(40))].length).toBeLessThanOrEqual(160);
  });
});
