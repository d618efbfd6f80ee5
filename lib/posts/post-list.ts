import { insightsPage } from "@/content/insights";
import type { PostKind, PostSummary } from "./post";

/** Posts on each page of a list: /insights, /insights/page/2, … */
export const POSTS_PER_PAGE = 12;

const KINDS = Object.keys(insightsPage.kinds) as PostKind[];

/** The address segment of a kind's list: /insights/kind/case-studies. */
export const kindSegment = (kind: PostKind) => insightsPage.kinds[kind].segment;

/** The kind a list's address segment names, if any. */
export function kindFromSegment(segment: string): PostKind | null {
  return KINDS.find((kind) => kindSegment(kind) === segment) ?? null;
}

/** The kinds that have posts, in their set order. */
export function kindsIn(posts: readonly PostSummary[]): PostKind[] {
  return KINDS.filter((kind) => posts.some((post) => post.kind === kind));
}

/**
 * The page number the segments after a list's address give: none is page 1, ["page", "2"] is
 * page 2. Null for anything else, "page/1" and "page/02" included, so each page has one address.
 */
export function pageFromSegments(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  const [word, number] = segments;
  if (segments.length !== 2 || word !== "page" || !/^[1-9][0-9]*$/.test(number ?? "")) return null;
  const page = Number(number);
  return page >= 2 ? page : null;
}

/** A list's address at `page`: its own for the first, `<base>/page/<n>` for the others. */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export interface ListPage {
  posts: readonly PostSummary[];
  page: number;
  pages: number;
}

/** One page of a list; null past its last page (an empty list has one empty page). */
export function listPage(posts: readonly PostSummary[], page: number): ListPage | null {
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  if (page < 1 || page > pages) return null;
  const start = (page - 1) * POSTS_PER_PAGE;
  return { posts: posts.slice(start, start + POSTS_PER_PAGE), page, pages };
}

/** The pages after the first of a list of `count` posts, as their numbers. */
export function laterPages(count: number): number[] {
  const pages = Math.ceil(count / POSTS_PER_PAGE);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
}

/**
 * Up to `limit` other posts sharing an industry or a service with `post`, those sharing most
 * first, then newest first.
 */
export function relatedPosts(
  post: PostSummary,
  posts: readonly PostSummary[],
  limit = 3,
): PostSummary[] {
  const ids = new Set([...post.industryIds, ...post.serviceIds]);
  return posts
    .filter((other) => other.id !== post.id)
    .map((other) => ({
      other,
      shared: [...other.industryIds, ...other.serviceIds].filter((id) => ids.has(id)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The case studies about an industry or a service (by its id), newest first. */
export function caseStudiesAbout(posts: readonly PostSummary[], id: string | undefined) {
  if (!id) return [];
  return posts.filter(
    (post) =>
      post.kind === "case-study" && (post.industryIds.includes(id) || post.serviceIds.includes(id)),
  );
}
