import type { SiteImage } from "@/content/types";
import type { Figure } from "@/lib/collections/figures";
import type { SiteImages } from "@/lib/media/site-images";
import type { Enums } from "@/lib/supabase/database.types";

/** A case study, an insight or a news item. */
export type PostKind = Enums<"post_kind">;

/** A post as lists, cards and the feed show it: everything but its body. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  kind: PostKind;
  /** The day it shows, YYYY-MM-DD. */
  publishedAt: string;
  /** When it last changed, for the sitemap and the feed. */
  updatedAt: string;
  cover?: SiteImage;
  readingMinutes: number;
  authorId: string | null;
  industryIds: readonly string[];
  serviceIds: readonly string[];
  noindex: boolean;
}

/** A post as its own page shows it. */
export interface Post extends PostSummary {
  /** Its rich-text document as stored; the renderer keeps only what it knows. */
  body: unknown;
  /** The library's images its body shows, by id. */
  images: SiteImages;
  client: string | null;
  challenge: string | null;
  solution: string | null;
  results: readonly Figure[];
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage?: SiteImage;
}

/** A post's address. */
export const postPath = (slug: string) => `/insights/${slug}`;
