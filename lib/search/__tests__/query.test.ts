import {
  isSearchKind,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  parseSearchKind,
  parseSearchPage,
  parseSearchQuery,
  SEARCH_KINDS,
} from "@/lib/search/query";

describe("parseSearchQuery", () => {
  it.each([
    ["keeps a plain query", "verification", "verification"],
    ["trims both ends", "  embedded linux \n", "embedded linux"],
    [
      "makes each run of white space one space",
      "design\t\t verification\n\nservices",
      "design verification services",
    ],
    ["counts no-break and ideographic spaces as white space", "a\u00A0\u00A0b\u3000c", "a b c"],
    ["turns control characters into a space", "a\u0000b\u0007c\u007Fd\u0085e", "a b c d e"],
    ["drops a lone high surrogate", "emb\uD83Dedded", "embedded"],
    ["drops a lone low surrogate", "\uDE00verification", "verification"],
    ["keeps a whole surrogate pair (an emoji)", "chips 🙂", "chips 🙂"],
    ["drops bidirectional overrides and isolates", "\u202Eevil\u202C \u2066x\u2069", "evil x"],
    ["drops the characters that mark matches in snippets", "\uE000mark\uE001ed", "marked"],
    ["keeps right-to-left text", "שלום עולם", "שלום עולם"],
    ["keeps accents", "Café Zürich", "Café Zürich"],
    [
      "keeps websearch syntax",
      '"design verification" or dft -analog',
      '"design verification" or dft -analog',
    ],
    ["keeps quotes, backslashes and SQL as text", `x' or '1'='1'; --\\`, `x' or '1'='1'; --\\`],
    ["keeps HTML as text", "<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["is empty for white space only", " \t\n\u00A0", ""],
    ["is empty for control characters only", "\u0001\u0002", ""],
  ])("%s", (_rule, raw, text) => {
    expect(parseSearchQuery(raw)).toEqual({ text, cut: false });
  });

  it.each([
    ["absent", undefined],
    ["null", null],
    ["an empty list", []],
  ])("is empty and not cut when the parameter is %s", (_what, raw) => {
    expect(parseSearchQuery(raw)).toEqual({ text: "", cut: false });
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseSearchQuery(["  first ", "second"])).toEqual({ text: "first", cut: false });
  });

  it("keeps a query of exactly 200 characters whole", () => {
    const raw = "x".repeat(MAX_QUERY_LENGTH);
    expect(parseSearchQuery(raw)).toEqual({ text: raw, cut: false });
  });

  it("cuts a longer query to 200 characters and says so", () => {
    expect(parseSearchQuery("x".repeat(MAX_QUERY_LENGTH + 1))).toEqual({
      text: "x".repeat(MAX_QUERY_LENGTH),
      cut: true,
    });
  });

  it("counts characters, not UTF-16 units, and never cuts an emoji in half", () => {
    const { text, cut } = parseSearchQuery("🙂".repeat(150) + "x".repeat(100));
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(MAX_QUERY_LENGTH);
    expect(text).toBe("🙂".repeat(150) + "x".repeat(50));
    expect(text.isWellFormed()).toBe(true);
  });

  it("measures the length after white space is collapsed", () => {
    const raw = `${"a ".repeat(100)}${" ".repeat(500)}`;
    expect(parseSearchQuery(raw)).toEqual({ text: "a ".repeat(100).trim(), cut: false });
  });

  it("leaves no space at the end of a cut query", () => {
    const { text, cut } = parseSearchQuery(`${"x".repeat(MAX_QUERY_LENGTH - 1)} yz`);
    expect(cut).toBe(true);
    expect(text).toBe("x".repeat(MAX_QUERY_LENGTH - 1));
  });

  it("cuts a huge hostile query without throwing", () => {
    const raw = "\uD800<\u0000>'\"\\".repeat(200_000);
    const { text, cut } = parseSearchQuery(raw);
    expect(cut).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(text).not.toMatch(/[\uD800-\uDFFF\u0000]/);
  });
});

describe("the kinds", () => {
  it("are the tables the search indexes, in the page's order", () => {
    expect(SEARCH_KINDS).toEqual([
      "services",
      "industries",
      "posts",
      "pages",
      "leaders",
      "offices",
    ]);
  });

  it.each(SEARCH_KINDS.map((kind) => [kind]))("accepts %s", (kind) => {
    expect(parseSearchKind(kind)).toBe(kind);
    expect(isSearchKind(kind)).toBe(true);
  });

  it.each([
    ["absent", undefined],
    ["empty", ""],
    ["unknown", "events"],
    ["in another case", "Services"],
    ["singular", "service"],
    ["an inherited property name", "constructor"],
    ["SQL", "posts'; drop table public.posts; --"],
    ["null", null],
  ])("is every kind when the parameter is %s", (_what, raw) => {
    expect(parseSearchKind(raw)).toBeNull();
  });

  it("trims the kind and takes the first of a repeated parameter", () => {
    expect(parseSearchKind(" posts ")).toBe("posts");
    expect(parseSearchKind(["leaders", "offices"])).toBe("leaders");
  });

  it("tells a kind from anything else", () => {
    expect(isSearchKind(undefined)).toBe(false);
    expect(isSearchKind(["posts"])).toBe(false);
    expect(isSearchKind("toString")).toBe(false);
  });
});

describe("parseSearchPage", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    [" 7 ", 7],
    [String(MAX_PAGE), MAX_PAGE],
  ])("reads %j as page %d", (raw, page) => {
    expect(parseSearchPage(raw)).toBe(page);
  });

  it.each([
    ["absent", undefined],
    ["empty", ""],
    ["zero", "0"],
    ["negative", "-3"],
    ["past the last page", String(MAX_PAGE + 1)],
    ["huge", "99999999999999999999"],
    ["a fraction", "2.5"],
    ["in exponent form", "1e2"],
    ["hexadecimal", "0x10"],
    ["a word", "two"],
  ])("is the first page when the parameter is %s", (_what, raw) => {
    expect(parseSearchPage(raw)).toBe(1);
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseSearchPage(["3", "4"])).toBe(3);
  });
});
