import { PAGE_COLUMN } from "@/components/sections/page-column";
import { RichText } from "@/components/rich-text/rich-text";
import type { BlockData } from "@/lib/blocks/block-data-types";
import type { RichTextBlock as RichTextBlockType } from "@/lib/blocks/types";
import { BLOCK_BAND, blockRoot } from "./block-root";

/** Text editors wrote, drawn as post bodies are, in the page column's reading width. */
export function RichTextBlock({
  block,
  data,
  idPrefix,
}: {
  block: RichTextBlockType;
  data: BlockData;
  /** Before its headings' ids, so they differ from another rich-text block's. */
  idPrefix: string;
}) {
  return (
    <section {...blockRoot(block)} className={BLOCK_BAND}>
      <div className={PAGE_COLUMN}>
        <RichText
          document={block.body}
          images={new Map(Object.entries(data.images))}
          idPrefix={idPrefix}
        />
      </div>
    </section>
  );
}
