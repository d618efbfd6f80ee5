import { insightsPage } from "@/content/insights";
import type { Industry, NavLink, Service } from "@/content/types";
import { INSIGHTS_PATH, industryListPath, kindListPath, serviceListPath } from "./filters";
import type { PostSummary } from "./post";
import { kindFromSegment, kindSegment, kindsIn, laterPages } from "./post-list";

/** Which posts a list shows: all, one kind's, or those about an industry or a service. */
export type ListFilter =
  { by: "all" } | { by: "kind"; segment: string } | { by: "industry" | "service"; slug: string };

/** A list as its pages show it. */
export interface ResolvedList {
  title: string;
  subtitle: string;
  description: string;
  /** Its first page's address. */
  base: string;
  /** Its own crumb after Insights; none for the whole list. */
  crumb?: NavLink;
  posts: PostSummary[];
}

interface Lists {
  posts: readonly PostSummary[];
  industries: readonly Industry[];
  services: readonly Service[];
}

/** The posts about one industry or service, titled by its name. */
function about(name: string, base: string, posts: PostSummary[]): ResolvedList | null {
  if (posts.length === 0) return null;
  return {
    title: insightsPage.filteredTitle(name),
    subtitle: insightsPage.filteredDescription(name),
    description: insightsPage.filteredDescription(name),
    base,
    crumb: { label: name, href: base },
    posts,
  };
}

/** The list a filter names; null for one with no posts (its page answers 404). */
export function resolveList(filter: ListFilter, { posts, industries, services }: Lists) {
  switch (filter.by) {
    case "all":
      return posts.length === 0
        ? null
        : {
            title: insightsPage.title,
            subtitle: insightsPage.subtitle,
            description: insightsPage.metaDescription,
            base: INSIGHTS_PATH,
            posts: [...posts],
          };
    case "kind": {
      const kind = kindFromSegment(filter.segment);
      const ofKind = posts.filter((post) => post.kind === kind);
      if (!kind || ofKind.length === 0) return null;
      const { plural } = insightsPage.kinds[kind];
      const base = kindListPath(filter.segment);
      return {
        title: plural,
        subtitle: insightsPage.subtitle,
        description: insightsPage.filteredDescription(plural.toLowerCase()),
        base,
        crumb: { label: plural, href: base },
        posts: ofKind,
      };
    }
    case "industry": {
      const industry = industries.find((item) => item.slug === filter.slug);
      const id = industry?.id;
      return industry && id
        ? about(
            industry.name,
            industryListPath(industry.slug),
            posts.filter((post) => post.industryIds.includes(id)),
          )
        : null;
    }
    case "service": {
      const service = services.find((item) => item.slug === filter.slug);
      const id = service?.id;
      return service && id
        ? about(
            service.name,
            serviceListPath(service.slug),
            posts.filter((post) => post.serviceIds.includes(id)),
          )
        : null;
    }
  }
}

/** A list's pages as an optional catch-all's parameters: [] for the first; none when empty. */
function pagesOf(filter: ListFilter, lists: Lists): string[][] {
  const count = resolveList(filter, lists)?.posts.length ?? 0;
  if (count === 0) return [];
  return [[], ...laterPages(count).map((page) => ["page", String(page)])];
}

/** Every filtered list's pages, prerendered at build. */
export function listParams(lists: Lists) {
  return {
    kinds: kindsIn(lists.posts).flatMap((kind) => {
      const segment = kindSegment(kind);
      return pagesOf({ by: "kind", segment }, lists).map((page) => ({ kind: segment, page }));
    }),
    industries: lists.industries.flatMap(({ slug }) =>
      pagesOf({ by: "industry", slug }, lists).map((page) => ({ slug, page })),
    ),
    services: lists.services.flatMap(({ slug }) =>
      pagesOf({ by: "service", slug }, lists).map((page) => ({ slug, page })),
    ),
  };
}
