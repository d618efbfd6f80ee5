import type { Block } from "@/lib/blocks/types";
import type { FieldsProps } from "./fields/fields-props";
import { CallToActionFields } from "./fields/call-to-action-fields";
import { CardsFields } from "./fields/cards-fields";
import { ContactFields } from "./fields/contact-fields";
import { FiguresFields } from "./fields/figures-fields";
import { HeroFields } from "./fields/hero-fields";
import { ImageBlockFields } from "./fields/image-block-fields";
import { LatestPostsFields } from "./fields/latest-posts-fields";
import { QuestionsFields } from "./fields/questions-fields";
import { RichTextFields } from "./fields/rich-text-fields";
import { TwoColumnsFields } from "./fields/two-columns-fields";

/**
 * A change to one block by its own fields. A block never changes its type, so the change its
 * fields make to their kind of block is a change to the block as it is when it applies.
 */
function narrowed<B extends Block>(change: FieldsProps<Block>["change"]): FieldsProps<B>["change"] {
  return change as unknown as FieldsProps<B>["change"];
}

/** A block's own fields, by its type. */
export function BlockFields({ block, problems, base, change }: FieldsProps<Block>) {
  const shared = { problems, base };
  switch (block.type) {
    case "hero":
      return <HeroFields {...shared} block={block} change={narrowed(change)} />;
    case "rich-text":
      return <RichTextFields {...shared} block={block} change={narrowed(change)} />;
    case "image":
      return <ImageBlockFields {...shared} block={block} change={narrowed(change)} />;
    case "two-columns":
      return <TwoColumnsFields {...shared} block={block} change={narrowed(change)} />;
    case "cards":
      return <CardsFields {...shared} block={block} change={narrowed(change)} />;
    case "figures":
      return <FiguresFields {...shared} block={block} change={narrowed(change)} />;
    case "questions":
      return <QuestionsFields {...shared} block={block} change={narrowed(change)} />;
    case "latest-posts":
      return <LatestPostsFields {...shared} block={block} change={narrowed(change)} />;
    case "call-to-action":
      return <CallToActionFields {...shared} block={block} change={narrowed(change)} />;
    case "contact":
      return <ContactFields {...shared} block={block} change={narrowed(change)} />;
  }
}
