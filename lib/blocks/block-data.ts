import "server-only";
import { cache } from "react";
import type { SiteImage } from "@/content/types";
import { loadCollections } from "@/lib/collections/load";
import { loadPosts } from "@/lib/posts/read-posts";
import { SITE_IMAGE_COLUMNS, type SiteImageRow, siteImages } from "@/lib/media/site-images";
import { createPublicClient } from "@/lib/supabase/public-client";
import { blockCards } from "./block-cards";
import type { BlockData } from "./block-data-types";
import { blockPosts } from "./block-posts";
import { knownBlocks } from "./known-blocks";
import { layoutNeeds } from "./layout-needs";

/** Ids per read, so a body with many pictures never makes an address too long to send. */
const IDS_PER_READ = 100;

let warned = false;

/**
 * The library rows of these images, through the cookie-less client and the site's tagged cache
 * (the library's own changes expire it). A build with no backend draws the blocks without their
 * pictures; later a failed read throws, so the cached page stays as it was rather than lose them.
 */
async function readImages(ids: readonly string[]): Promise<Record<string, SiteImage>> {
  if (ids.length === 0) return {};
  const supabase = createPublicClient();
  const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_READ) }, (_, i) =>
    ids.slice(i * IDS_PER_READ, (i + 1) * IDS_PER_READ),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      supabase.from("media").select(SITE_IMAGE_COLUMNS).in("id", chunk).order("id"),
    ),
  );
  const failed = answers.find((answer) => answer.error);
  if (failed?.error) {
    const message = failed.error.message;
    if (process.env.NEXT_PHASE !== "phase-production-build") throw new Error(message);
    if (!warned) console.warn(`Media unavailable, building blocks without images (${message}).`);
    warned = true;
    return {};
  }
  const rows: SiteImageRow[] = answers.flatMap((answer) => answer.data ?? []);
  return Object.fromEntries(siteImages(rows));
}

/**
 * What a page's blocks show beyond their own fields, read once per render and only as far as
 * its layout needs: the images it names, the collections its cards come from (the site's
 * cached lists, with staged items in preview) and the posts of its latest-posts blocks.
 */
export const loadBlockData = cache(async (layout: unknown): Promise<BlockData> => {
  const { imageIds, cardBlocks, postBlocks } = layoutNeeds(knownBlocks(layout));
  const needsLists = cardBlocks.length > 0 || postBlocks.length > 0;
  const [images, collections, posts] = await Promise.all([
    readImages(imageIds),
    needsLists ? loadCollections() : null,
    postBlocks.length > 0 ? loadPosts() : [],
  ]);
  const lists = {
    services: collections?.services ?? [],
    industries: collections?.industries ?? [],
    leaders: collections?.leaders ?? [],
  };
  return {
    images,
    // fromEntries makes each key an own property, even an id such as "__proto__".
    cards: Object.fromEntries(cardBlocks.map((block) => [block.id, blockCards(block, lists)])),
    posts: Object.fromEntries(
      postBlocks.flatMap((block) => {
        const shown = blockPosts(block, { posts, ...lists });
        return shown ? [[block.id, shown]] : [];
      }),
    ),
  };
});
