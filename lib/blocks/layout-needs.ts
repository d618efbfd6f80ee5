import { validMediaId } from "@/lib/rich-text/attrs";
import { innerBlocks } from "@/lib/rich-text/blocks";
import type { BlockNode } from "@/lib/rich-text/document";
import { normalizeDocument } from "@/lib/rich-text/normalize";
import type { Block, CollectionCardsBlock, LatestPostsBlock } from "./types";

/** What a layout's blocks read beyond their own fields. */
export interface LayoutNeeds {
  /** The library images they show, each once, in a stable order (so one read serves them all). */
  imageIds: string[];
  cardBlocks: CollectionCardsBlock[];
  postBlocks: LatestPostsBlock[];
}

const COLLECTION_SOURCES: ReadonlySet<string> = new Set(["services", "industries", "leaders"]);

function bodyImageIds(node: BlockNode): string[] {
  return node.type === "image" ? [node.attrs.mediaId] : innerBlocks(node).flatMap(bodyImageIds);
}

function imageIdsOf(block: Block): unknown[] {
  switch (block.type) {
    case "hero":
    case "image":
    case "two-columns":
      return [block.imageId];
    case "rich-text":
      return normalizeDocument(block.body).content.flatMap(bodyImageIds);
    default:
      return [];
  }
}

export function layoutNeeds(blocks: readonly Block[]): LayoutNeeds {
  // Anything but a library id would fail the whole read; such an image is simply not shown.
  const imageIds = new Set(blocks.flatMap(imageIdsOf).filter(validMediaId));
  return {
    imageIds: [...imageIds].sort(),
    cardBlocks: blocks.filter(
      (block): block is CollectionCardsBlock =>
        block.type === "cards" &&
        block.source !== "hand" &&
        COLLECTION_SOURCES.has(block.source) &&
        Array.isArray(block.ids),
    ),
    postBlocks: blocks.filter((block): block is LatestPostsBlock => block.type === "latest-posts"),
  };
}
