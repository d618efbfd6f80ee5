import "server-only";
import { cache } from "react";
import { itemSource, type ItemSource, shownItems } from "@/lib/collections/item-source";
import { readSiteImageRows } from "@/lib/media/read-site-images";
import { siteImages, type SiteImages } from "@/lib/media/site-images";
import { allRows } from "@/lib/supabase/all-rows";
import { type PostRow, postFromRow, summaryFromRow } from "./post-rows";
import type { Post, PostSummary } from "./post";

/** What lists need of a post: everything but its body. */
const SUMMARY_COLUMNS =
  "id, slug, title, summary, kind, published_at, created_at, updated_at, cover_image_id, share_image_id, author_id, industry_ids, service_ids, noindex, word_count";

/** Newest first; posts of one day in the order they were written. */
const byDate = (a: PostRow, b: PostRow) =>
  b.published_at.localeCompare(a.published_at) ||
  (b.created_at ?? "").localeCompare(a.created_at ?? "") ||
  a.id.localeCompare(b.id);

/**
 * A build with no backend has no posts (a fresh project shows none). Later, a failed read
 * throws, so the cached page stays as it was rather than losing its posts.
 */
let warned = false;

function unavailable(message: string): never[] {
  if (process.env.NEXT_PHASE !== "phase-production-build") throw new Error(message);
  if (!warned)
    console.warn(`Posts unavailable, building without them (${message || "no response"}).`);
  warned = true;
  return [];
}

const source = () => itemSource("posts");

const shown = (rows: PostRow[], from: ItemSource) => shownItems(rows, from, "posts");

const loadImages = cache(async (): Promise<SiteImages> => {
  const { reader } = await source();
  return siteImages((await readSiteImageRows(reader)).data ?? []);
});

const loadRows = cache(async (): Promise<PostRow[]> => {
  const from = await source();
  const { reader } = from;
  const answer = await allRows<PostRow>((from, to) =>
    reader
      .from("posts")
      .select(SUMMARY_COLUMNS, { count: "exact" })
      .order("published_at", { ascending: false })
      .order("created_at", { ascending: false })
      .order("id")
      .range(from, to),
  );
  if (answer.error) return unavailable(answer.error.message);
  return shown(answer.data, from).sort(byDate);
});

/** Every post, newest first (in preview, with the staged ones). */
export const loadPosts = cache(async (): Promise<PostSummary[]> => {
  const [rows, images] = await Promise.all([loadRows(), loadImages()]);
  return rows.map((row) => summaryFromRow(row, images));
});

/** The post at /insights/<slug>, with its body; null when there is none. */
export const loadPost = cache(async (slug: string): Promise<Post | null> => {
  const from = await source();
  const [answer, images] = await Promise.all([
    from.reader.from("posts").select("*").eq("slug", slug).maybeSingle(),
    loadImages(),
  ]);
  if (answer.error) unavailable(answer.error.message);
  const published = answer.data ? [answer.data as PostRow] : [];
  // In preview a staged post is at its staged address, and a staged change may move one away.
  const row = shown(published, from).find((found) => found.slug === slug);
  return row ? postFromRow(row, images) : null;
});
