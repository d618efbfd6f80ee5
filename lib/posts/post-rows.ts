import { figuresOf } from "@/lib/collections/figures";
import { imageField, type SiteImages } from "@/lib/media/site-images";
import { minutesForWords, readingMinutes } from "@/lib/rich-text/stats";
import { normalizeDocument } from "@/lib/rich-text/normalize";
import type { Tables } from "@/lib/supabase/database.types";
import type { Post, PostSummary } from "./post";

type PostColumns = Tables<"posts">;

/** What every read of a post has: the columns lists show. */
type ListedColumn =
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "kind"
  | "published_at"
  | "cover_image_id"
  | "share_image_id"
  | "author_id"
  | "industry_ids"
  | "service_ids"
  | "noindex";

/**
 * A post's row as read for a list (no body) or for its page (every column). A staged new post
 * has no stored columns yet (its word count, its dates), hence the optional rest.
 */
export type PostRow = Pick<PostColumns, ListedColumn> & Partial<Omit<PostColumns, ListedColumn>>;

/** How long a post takes to read: from its body, else from its stored word count. */
function minutesOf(row: PostRow): number {
  if (row.body !== undefined) return readingMinutes(normalizeDocument(row.body));
  return minutesForWords(row.word_count ?? 0);
}

export function summaryFromRow(row: PostRow, images: SiteImages): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    publishedAt: row.published_at,
    updatedAt: row.updated_at ?? new Date().toISOString(),
    ...imageField(images, "cover", row.cover_image_id),
    readingMinutes: minutesOf(row),
    authorId: row.author_id,
    industryIds: row.industry_ids ?? [],
    serviceIds: row.service_ids ?? [],
    noindex: row.noindex ?? false,
  };
}

export function postFromRow(row: PostRow, images: SiteImages): Post {
  return {
    ...summaryFromRow(row, images),
    body: row.body ?? null,
    images,
    client: row.client ?? null,
    challenge: row.challenge ?? null,
    solution: row.solution ?? null,
    results: figuresOf(row.results),
    metaTitle: row.meta_title ?? null,
    metaDescription: row.meta_description ?? null,
    ...imageField(images, "shareImage", row.share_image_id ?? row.cover_image_id),
  };
}
