import type { BlockData } from "@/lib/blocks/block-data-types";
import { blockTexts } from "@/lib/blocks/block-texts";
import { knownBlocks } from "@/lib/blocks/known-blocks";
import { headingPrefixes } from "@/lib/blocks/heading-prefixes";
import { titleHero } from "@/lib/blocks/layout-title";
import type { Block, PageLayout } from "@/lib/blocks/types";
import { CallToActionBlock } from "./call-to-action-block";
import { CardsBlock } from "./cards-block";
import { ContactBlock } from "./contact-block";
import { FiguresBlock } from "./figures-block";
import { HeroBlock } from "./hero-block";
import { ImageBlock } from "./image-block";
import { LatestPostsBlock } from "./latest-posts-block";
import { QuestionsBlock } from "./questions-block";
import { RichTextBlock } from "./rich-text-block";
import { TwoColumnsBlock } from "./two-columns-block";

interface PageBlockProps {
  block: Block;
  data: BlockData;
  isTitle: boolean;
  /** Before the ids of a rich-text block's headings (lib/blocks/heading-prefixes.ts). */
  idPrefix: string;
}

function PageBlock({ block, data, isTitle, idPrefix }: PageBlockProps) {
  switch (block.type) {
    case "hero":
      return <HeroBlock block={block} data={data} isTitle={isTitle} />;
    case "rich-text":
      return <RichTextBlock block={block} data={data} idPrefix={idPrefix} />;
    case "image":
      return <ImageBlock block={block} data={data} />;
    case "two-columns":
      return <TwoColumnsBlock block={block} data={data} />;
    case "cards":
      return <CardsBlock block={block} data={data} />;
    case "figures":
      return <FiguresBlock block={block} />;
    case "questions":
      return <QuestionsBlock block={block} />;
    case "latest-posts":
      return <LatestPostsBlock block={block} data={data} />;
    case "call-to-action":
      return <CallToActionBlock block={block} />;
    case "contact":
      return <ContactBlock block={block} />;
    default:
      return null;
  }
}

interface PageBlocksProps {
  /** The page's stored layout; entries of a type this version does not know draw nothing. */
  layout: PageLayout;
  /** What loadBlockData read for this layout. */
  data: BlockData;
  /**
   * In an editor's marking preview: the attributes that make a block open the page's form at
   * that block ("Edit on the page"), for a block whose words are not edited where they stand (a
   * rich text, an image without a caption). Visitors' pages have none.
   */
  editRefs?: Readonly<Record<string, string>>;
}

/**
 * A page's blocks in order, all drawn on the server. An opening hero is the page's h1
 * (layoutDrawsTitle tells the page not to draw its own); every other block heading is an h2.
 */
export function PageBlocks({ layout, data, editRefs }: PageBlocksProps) {
  const title = titleHero(layout);
  const blocks = knownBlocks(layout);
  const prefixes = headingPrefixes(blocks);
  return (
    <>
      {blocks.map((block, i) => {
        const drawn = (
          <PageBlock
            key={block.id}
            block={block}
            data={data}
            isTitle={block === title}
            idPrefix={prefixes[i] ?? ""}
          />
        );
        return editRefs && blockTexts(block).length === 0 ? (
          <div key={block.id} {...editRefs} data-block-id={block.id}>
            {drawn}
          </div>
        ) : (
          drawn
        );
      })}
    </>
  );
}
