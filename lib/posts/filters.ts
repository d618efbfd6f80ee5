import { insightsPage } from "@/content/insights";
import type { Industry, NavLink, Service } from "@/content/types";
import type { PostSummary } from "./post";
import { kindSegment, kindsIn } from "./post-list";

export const INSIGHTS_PATH = "/insights";

export const kindListPath = (segment: string) => `${INSIGHTS_PATH}/kind/${segment}`;
export const industryListPath = (slug: string) => `${INSIGHTS_PATH}/industry/${slug}`;
export const serviceListPath = (slug: string) => `${INSIGHTS_PATH}/service/${slug}`;

/** The ways a visitor can narrow the list: only those with posts, each a page of its own. */
export interface PostFilters {
  kinds: NavLink[];
  industries: NavLink[];
  services: NavLink[];
}

/** Items of a list that posts name, in the list's order. */
function named<Item extends { id?: string; slug: string; name: string }>(
  items: readonly Item[],
  posts: readonly PostSummary[],
  ids: (post: PostSummary) => readonly string[],
  path: (slug: string) => string,
): NavLink[] {
  const used = new Set(posts.flatMap(ids));
  return items
    .filter((item) => item.id !== undefined && used.has(item.id))
    .map((item) => ({ label: item.name, href: path(item.slug) }));
}

export function postFilters(
  posts: readonly PostSummary[],
  industries: readonly Industry[],
  services: readonly Service[],
): PostFilters {
  return {
    kinds: [
      { label: insightsPage.filters.all, href: INSIGHTS_PATH },
      ...kindsIn(posts).map((kind) => ({
        label: insightsPage.kinds[kind].plural,
        href: kindListPath(kindSegment(kind)),
      })),
    ],
    industries: named(industries, posts, (post) => post.industryIds, industryListPath),
    services: named(services, posts, (post) => post.serviceIds, serviceListPath),
  };
}
