import { insightsPage } from "@/content/insights";
import type { Industry, Service } from "@/content/types";
import {
  INSIGHTS_PATH,
  industryListPath,
  kindListPath,
  serviceListPath,
} from "@/lib/posts/filters";
import type { PostSummary } from "@/lib/posts/post";
import { kindSegment } from "@/lib/posts/post-list";
import type { BlockPosts } from "./block-data-types";
import { BLOCK_LIMITS, type LatestPostsBlock } from "./types";

interface PostLists {
  /** Every post, newest first. */
  posts: readonly PostSummary[];
  industries: readonly Industry[];
  services: readonly Service[];
}

function shownCount(count: unknown): number {
  const whole = typeof count === "number" && Number.isFinite(count) ? Math.floor(count) : 0;
  return Math.min(BLOCK_LIMITS.postsMax, Math.max(BLOCK_LIMITS.postsMin, whole));
}

/**
 * The narrowest of the insights lists that holds every post the block can show: its industry's,
 * else its service's, else its kind's, else all of them.
 */
function listPathOf(block: LatestPostsBlock, { industries, services }: PostLists): string {
  const industry = industries.find((item) => item.id !== undefined && item.id === block.industryId);
  if (industry) return industryListPath(industry.slug);
  const service = services.find((item) => item.id !== undefined && item.id === block.serviceId);
  if (service) return serviceListPath(service.slug);
  // A kind this version does not list has no list of its own.
  if (block.kind && Object.hasOwn(insightsPage.kinds, block.kind)) {
    return kindListPath(kindSegment(block.kind));
  }
  return INSIGHTS_PATH;
}

/** The newest posts matching every filter the block sets; null when none does. */
export function blockPosts(block: LatestPostsBlock, lists: PostLists): BlockPosts | null {
  const posts = lists.posts
    .filter(
      (post) =>
        (!block.kind || post.kind === block.kind) &&
        (!block.industryId || post.industryIds.includes(block.industryId)) &&
        (!block.serviceId || post.serviceIds.includes(block.serviceId)),
    )
    .slice(0, shownCount(block.count));
  return posts.length === 0 ? null : { posts, listPath: listPathOf(block, lists) };
}
