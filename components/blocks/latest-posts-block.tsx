import { PostGrid } from "@/components/posts/post-card";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { ButtonLink } from "@/components/ui/button-link";
import { pageBlocksText } from "@/content/page-blocks";
import { type BlockData, entryOf } from "@/lib/blocks/block-data-types";
import type { LatestPostsBlock as LatestPostsBlockType } from "@/lib/blocks/types";
import { cn } from "@/lib/cn";
import { BlockHeading } from "./block-heading";
import { BLOCK_BAND, blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/** The newest posts the block asks for, as the lists draw them; nothing while none matches. */
export function LatestPostsBlock({
  block,
  data,
}: {
  block: LatestPostsBlockType;
  data: BlockData;
}) {
  const shown = entryOf(data.posts, block.id);
  if (!shown || shown.posts.length === 0) return null;
  const id = headingIdOf(block);
  const heading = shownText(block.heading);
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={heading ? id : undefined}
      className={BLOCK_BAND}
    >
      <div className={PAGE_COLUMN}>
        {heading && <BlockHeading id={id}>{heading}</BlockHeading>}
        <div className={cn(heading && "mt-10")}>
          <PostGrid posts={shown.posts} headingLevel={heading ? 3 : 2} />
        </div>
        <div className="mt-10">
          <ButtonLink href={shown.listPath} variant="secondary">
            {pageBlocksText.morePosts}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
