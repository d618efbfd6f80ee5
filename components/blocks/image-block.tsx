import { PAGE_COLUMN } from "@/components/sections/page-column";
import { LibraryImage } from "@/components/ui/library-image";
import { type BlockData, entryOf } from "@/lib/blocks/block-data-types";
import type { ImageBlock as ImageBlockType } from "@/lib/blocks/types";
import { BLOCK_BAND, blockRoot } from "./block-root";
import { shownText } from "./shown-text";

/** At most max-w-5xl (64rem) wide; on phones the screen less the page's padding. */
const IMAGE_SIZES = "(min-width: 1088px) 1024px, calc(100vw - 2rem)";

/**
 * A picture of the library with its caption. It is drawn no wider than its file, so a small
 * one is not blown up; an image gone from the library takes the block with it.
 */
export function ImageBlock({ block, data }: { block: ImageBlockType; data: BlockData }) {
  const image = entryOf(data.images, block.imageId);
  if (!image) return null;
  const caption = shownText(block.caption);
  return (
    <div {...blockRoot(block)} className={BLOCK_BAND}>
      <figure className={PAGE_COLUMN}>
        <div className="max-w-5xl">
          <LibraryImage
            image={image}
            sizes={IMAGE_SIZES}
            className="h-auto max-w-full rounded-2xl border border-border bg-surface"
          />
          {caption && (
            <figcaption className="mt-3 text-sm leading-6 text-muted">{caption}</figcaption>
          )}
        </div>
      </figure>
    </div>
  );
}
