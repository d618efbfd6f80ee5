import type { Block } from "@/lib/blocks/types";

/** What marks a block's outermost element, so the on-page editor can find it by id. */
export function blockRoot(block: Block) {
  return { "data-block-id": block.id, "data-block-type": block.type };
}

/** The id of a block's heading, unique on the page as block ids are. */
export function headingIdOf(block: Block): string {
  return `block-${block.id}-heading`;
}

/** The space above and below a block band, as the site's inner pages space their sections. */
export const BLOCK_BAND = "py-14 sm:py-16";
