import { PAGE_COLUMN } from "@/components/sections/page-column";
import { BesideTextPicture } from "@/components/ui/library-image";
import { cn } from "@/lib/cn";
import { type BlockData, entryOf } from "@/lib/blocks/block-data-types";
import type { TwoColumnsBlock as TwoColumnsBlockType } from "@/lib/blocks/types";
import { BlockHeading } from "./block-heading";
import { BLOCK_BAND, blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/**
 * Words beside a picture, as a service page's overview sits beside its own: the picture on the
 * side the editor chose on wide screens, after the words on phones, and without it (gone from
 * the library) the words alone.
 */
export function TwoColumnsBlock({ block, data }: { block: TwoColumnsBlockType; data: BlockData }) {
  const image = entryOf(data.images, block.imageId);
  const id = headingIdOf(block);
  const heading = shownText(block.heading);
  const imageFirst = block.imageSide === "start";
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={heading ? id : undefined}
      className={BLOCK_BAND}
    >
      <div
        className={cn(
          PAGE_COLUMN,
          image && "grid items-center gap-10",
          image &&
            (imageFirst
              ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
              : "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"),
        )}
      >
        <div>
          {heading && <BlockHeading id={id}>{heading}</BlockHeading>}
          <p
            className={cn(
              "max-w-3xl text-lg leading-8 whitespace-pre-line text-muted",
              heading && "mt-4",
            )}
          >
            {block.text}
          </p>
        </div>
        {image && (
          <div className={cn(imageFirst && "lg:order-first")}>
            <BesideTextPicture image={image} drawing={null} />
          </div>
        )}
      </div>
    </section>
  );
}
