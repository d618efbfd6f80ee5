import {
  caseStudiesAbout,
  kindFromSegment,
  laterPages,
  listPage,
  pageFromSegments,
  pageHref,
  POSTS_PER_PAGE,
  relatedPosts,
} from "../post-list";
import { summary } from "./summaries";

const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";

describe("the lists' pages", () => {
  it("give each page one address", () => {
    expect(pageFromSegments(undefined)).toBe(1);
    expect(pageFromSegments([])).toBe(1);
    expect(pageFromSegments(["page", "2"])).toBe(2);
    expect(pageFromSegments(["page", "1"])).toBeNull();
    expect(pageFromSegments(["page", "02"])).toBeNull();
    expect(pageFromSegments(["page"])).toBeNull();
    expect(pageFromSegments(["pages", "2"])).toBeNull();
    expect(pageFromSegments(["page", "2", "x"])).toBeNull();
    expect(pageHref("/insights", 1)).toBe("/insights");
    expect(pageHref("/insights/kind/news", 3)).toBe("/insights/kind/news/page/3");
  });

  it("hold 12 posts each, and end at the last", () => {
    const posts = Array.from({ length: 25 }, (_, index) => summary(index));
    expect(POSTS_PER_PAGE).toBe(12);
    expect(listPage(posts, 1)?.posts.map((post) => post.slug)).toEqual(
      posts.slice(0, 12).map((post) => post.slug),
    );
    expect(listPage(posts, 3)).toEqual({ posts: [posts[24]], page: 3, pages: 3 });
    expect(listPage(posts, 4)).toBeNull();
    expect(listPage([], 1)).toEqual({ posts: [], page: 1, pages: 1 });
    expect(laterPages(25)).toEqual([2, 3]);
    expect(laterPages(12)).toEqual([]);
  });

  it("name kinds by their segments", () => {
    expect(kindFromSegment("case-studies")).toBe("case-study");
    expect(kindFromSegment("news")).toBe("news");
    expect(kindFromSegment("case-study")).toBeNull();
  });
});

describe("related posts and case studies", () => {
  const first = summary(1, { industryIds: [A], serviceIds: [B] });
  const shareOne = summary(2, { industryIds: [A] });
  const shareBoth = summary(3, { industryIds: [A], serviceIds: [B], kind: "case-study" });
  const unrelated = summary(4);

  it("put those sharing most first, and leave out the post itself and unrelated ones", () => {
    expect(
      relatedPosts(first, [first, shareOne, shareBoth, unrelated]).map((post) => post.id),
    ).toEqual([shareBoth.id, shareOne.id]);
    expect(relatedPosts(first, [first, shareOne, shareBoth], 1)).toEqual([shareBoth]);
  });

  it("find the case studies about an item by its id", () => {
    const all = [first, shareOne, shareBoth, unrelated];
    expect(caseStudiesAbout(all, B)).toEqual([shareBoth]);
    expect(caseStudiesAbout(all, undefined)).toEqual([]);
  });
});
