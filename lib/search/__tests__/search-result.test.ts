import { readSearchResult } from "@/lib/search/search-result";

const answer = {
  query: "embeded",
  corrected_query: "embedded",
  kind: null,
  page: 1,
  page_size: 20,
  total: 2,
  counts: { services: 1, posts: 1 },
  hits: [
    {
      kind: "services",
      title: "Embedded Linux",
      path: "/services/embedded-linux",
      snippet: "\uE000Embedded\uE001 Linux",
      rank: 0.5,
    },
    { kind: "posts", title: "A post", path: "/insights/a-post", snippet: "", rank: 0.1 },
  ],
};

describe("readSearchResult", () => {
  it("reads the database's answer", () => {
    expect(readSearchResult(answer)).toEqual({
      query: "embeded",
      correctedQuery: "embedded",
      kind: null,
      page: 1,
      pageSize: 20,
      total: 2,
      counts: { services: 1, posts: 1 },
      hits: [
        {
          kind: "services",
          title: "Embedded Linux",
          path: "/services/embedded-linux",
          snippet: "\uE000Embedded\uE001 Linux",
        },
        { kind: "posts", title: "A post", path: "/insights/a-post", snippet: "" },
      ],
    });
  });

  it.each([
    ["nothing", null],
    ["a list", []],
    ["text", "results"],
    ["no total", { ...answer, total: undefined }],
    ["a negative total", { ...answer, total: -1 }],
    ["hits that are not a list", { ...answer, hits: {} }],
    ["counts that are not an object", { ...answer, counts: [] }],
  ])("refuses %s", (_, value) => {
    expect(readSearchResult(value)).toBeNull();
  });

  it("leaves out a hit that would lead off the site, or is not a hit", () => {
    const result = readSearchResult({
      ...answer,
      hits: [
        { kind: "posts", title: "Elsewhere", path: "//evil.example/x", snippet: "" },
        { kind: "posts", title: "Elsewhere", path: "/\\evil.example/x", snippet: "" },
        { kind: "posts", title: "Script", path: "javascript:alert(1)", snippet: "" },
        { kind: "posts", title: 1, path: "/a", snippet: "" },
        "hit",
        { kind: "posts", title: "Kept", path: "/insights/kept", snippet: "x" },
      ],
    });
    expect(result?.hits.map((hit) => hit.title)).toEqual(["Kept"]);
  });

  it("takes marking characters out of titles and leaves counts that are not counts", () => {
    const result = readSearchResult({
      ...answer,
      counts: { services: 2, posts: "many", offices: -1 },
      hits: [{ kind: "services", title: "\uE000Chip\uE001 design", path: "/services/x" }],
    });
    expect(result?.counts).toEqual({ services: 2 });
    expect(result?.hits[0]).toEqual({
      kind: "services",
      title: "Chip design",
      path: "/services/x",
      snippet: "",
    });
  });
});
