import type { SiteImage } from "@/content/types";
import type { PostSummary } from "@/lib/posts/post";

/** An item of a collection as a cards block shows it. */
export type CollectionCard =
  | {
      source: "services" | "industries";
      id: string;
      title: string;
      text: string;
      href: string;
      /** An industry's slug, which picks its drawing. */
      industry?: string;
    }
  | {
      source: "leaders";
      id: string;
      name: string;
      position: string;
      experience: string;
      photo?: SiteImage;
      /** The drawing shown when no photo is chosen: a path under /public. */
      drawing: string;
      drawingAlt: string;
    };

/** A latest-posts block's posts, and the list they are the start of. */
export interface BlockPosts {
  posts: readonly PostSummary[];
  listPath: string;
}

/**
 * What a layout's blocks show beyond their own fields, read once for the page: plain objects
 * and arrays only, so it can be handed to the page's client parts as it is.
 */
export interface BlockData {
  /** Library images the blocks name (rich texts' included), by media id. */
  images: Readonly<Record<string, SiteImage>>;
  /** Each collection cards block's cards, by block id: in its order, gone items left out. */
  cards: Readonly<Record<string, readonly CollectionCard[]>>;
  /** Each latest-posts block's posts, by block id. */
  posts: Readonly<Record<string, BlockPosts>>;
}

export const NO_BLOCK_DATA: BlockData = { images: {}, cards: {}, posts: {} };

/**
 * An entry by key, only if the record itself holds it: block ids are editors' words, and one
 * named "constructor" must not find Object's.
 */
export function entryOf<Value>(
  record: Readonly<Record<string, Value>>,
  key: string | undefined,
): Value | undefined {
  return key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
