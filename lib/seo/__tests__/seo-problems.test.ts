import { type SeoPage, seoProblems } from "../seo-problems";

function page(path: string, title: string, description: string, noindex = false): SeoPage {
  return {
    kind: "post",
    name: `Page ${path}`,
    path,
    title,
    description,
    ownTitle: false,
    ownDescription: false,
    noindex,
    fixHref: `/admin/posts${path}`,
  };
}

const describe120 = (word: string) => `${word} `.repeat(20).trim();

describe("seoProblems", () => {
  it("finds nothing wrong with distinct titles and descriptions that fit", () => {
    expect(
      seoProblems([
        page("/a", "Alpha", describe120("alpha")),
        page("/b", "Beta", describe120("beta")),
      ]),
    ).toEqual([]);
  });

  it("flags a missing title or description", () => {
    const problems = seoProblems([page("/a", "", "  ")]);
    expect(problems.map(({ field, kind }) => [field, kind])).toEqual([
      ["title", "missing"],
      ["description", "missing"],
    ]);
    expect(problems[0]!.page.fixHref).toBe("/admin/posts/a");
  });

  it("counts a title with the site's name, as search results show it", () => {
    // 35 characters, and " | Vertex Silicon Systems" makes 60: it still shows whole.
    const fits = "x".repeat(35);
    expect(seoProblems([page("/a", fits, "d")])).toEqual([]);
    const [long] = seoProblems([page("/a", `${fits}y`, "d")]);
    expect(long).toMatchObject({ field: "title", kind: "long", length: 61, max: 60 });
  });

  it("flags a description longer than 160 characters", () => {
    const [long] = seoProblems([page("/a", "A", "d".repeat(161))]);
    expect(long).toMatchObject({ field: "description", kind: "long", length: 161, max: 160 });
    expect(seoProblems([page("/a", "A", "d".repeat(160))])).toEqual([]);
  });

  it("flags the same title or description on several pages, whatever the case and spacing", () => {
    const a = page("/a", "Our  Services", "Same words.");
    const b = page("/b", "our services", "Other words.");
    const c = page("/c", "Third", "same words.");
    const problems = seoProblems([a, b, c]);
    expect(problems.map(({ page: { path }, field, kind }) => [path, field, kind])).toEqual([
      ["/a", "title", "duplicate"],
      ["/a", "description", "duplicate"],
      ["/b", "title", "duplicate"],
      ["/c", "description", "duplicate"],
    ]);
    expect(problems[0]!.others).toEqual([b]);
    expect(problems[1]!.others).toEqual([c]);
  });

  it("neither checks nor compares a page kept out of search engines", () => {
    const hidden = page("/hidden", "Alpha", "", true);
    expect(seoProblems([page("/a", "Alpha", "Words."), hidden])).toEqual([]);
  });
});
