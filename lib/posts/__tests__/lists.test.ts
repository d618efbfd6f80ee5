import { industries } from "@/content/industries";
import { services } from "@/lib/services/catalogue";
import { listParams, resolveList } from "../lists";
import { postFilters } from "../filters";
import { summary } from "./summaries";

const INDUSTRY_ID = "11111111-0000-4000-8000-000000000001";
const industry = { ...industries[0]!, id: INDUSTRY_ID };
const otherIndustry = { ...industries[1]!, id: "11111111-0000-4000-8000-000000000002" };
const lists = (posts: ReturnType<typeof summary>[]) => ({
  posts,
  industries: [industry, otherIndustry],
  services: [...services],
});

describe("a list of posts", () => {
  it("does not exist while there are no posts", () => {
    expect(resolveList({ by: "all" }, lists([]))).toBeNull();
    expect(listParams(lists([]))).toEqual({ kinds: [], industries: [], services: [] });
  });

  it("narrows to a kind, an industry or a service, each at its own address", () => {
    const news = summary(1, { kind: "news" });
    const study = summary(2, { kind: "case-study", industryIds: [INDUSTRY_ID] });
    const all = lists([news, study]);
    expect(resolveList({ by: "kind", segment: "news" }, all)?.posts).toEqual([news]);
    expect(resolveList({ by: "kind", segment: "insights" }, all)).toBeNull();
    expect(resolveList({ by: "kind", segment: "unknown" }, all)).toBeNull();
    const about = resolveList({ by: "industry", slug: industry.slug }, all);
    expect(about?.posts).toEqual([study]);
    expect(about?.base).toBe(`/insights/industry/${industry.slug}`);
    expect(resolveList({ by: "industry", slug: otherIndustry.slug }, all)).toBeNull();
    // A service read from the shipped list has no id: no post can name it.
    expect(resolveList({ by: "service", slug: services[0]!.slug }, all)).toBeNull();
  });

  it("prerenders every filtered list's pages, and offers only filters with posts", () => {
    const posts = Array.from({ length: 13 }, (_, index) =>
      summary(index, { kind: "case-study", industryIds: [INDUSTRY_ID] }),
    );
    expect(listParams(lists(posts))).toEqual({
      kinds: [
        { kind: "case-studies", page: [] },
        { kind: "case-studies", page: ["page", "2"] },
      ],
      industries: [
        { slug: industry.slug, page: [] },
        { slug: industry.slug, page: ["page", "2"] },
      ],
      services: [],
    });
    expect(postFilters(posts, [industry, otherIndustry], services)).toEqual({
      kinds: [
        { label: "All", href: "/insights" },
        { label: "Case studies", href: "/insights/kind/case-studies" },
      ],
      industries: [{ label: industry.name, href: `/insights/industry/${industry.slug}` }],
      services: [],
    });
  });
});
