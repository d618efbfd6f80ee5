import type { ReactNode } from "react";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { type BlockData, type CollectionCard, entryOf } from "@/lib/blocks/block-data-types";
import type { CardsBlock as CardsBlockType } from "@/lib/blocks/types";
import { cn } from "@/lib/cn";
import { safeHref } from "@/lib/rich-text/links";
import { BlockHeading } from "./block-heading";
import { BLOCK_BAND, blockRoot, headingIdOf } from "./block-root";
import { ItemCard } from "./item-card";
import { PersonCard } from "./person-card";
import { shownText } from "./shown-text";

type HeadingLevel = 2 | 3;

function collectionCard(card: CollectionCard, level: HeadingLevel): ReactNode {
  return card.source === "leaders" ? (
    <PersonCard
      name={card.name}
      position={card.position}
      experience={card.experience}
      photo={card.photo}
      drawing={card.drawing}
      drawingAlt={card.drawingAlt}
      headingLevel={level}
    />
  ) : (
    <ItemCard
      title={card.title}
      text={card.text}
      href={card.href}
      industry={card.industry}
      headingLevel={level}
    />
  );
}

/** The block's cards: written by hand, or its collection's items as the data holds them. */
function cardsOf(
  block: CardsBlockType,
  data: BlockData,
  level: HeadingLevel,
): { key: string; card: ReactNode }[] {
  if (block.source === "hand") {
    return block.cards.map((card, i) => ({
      key: String(i),
      card: (
        <ItemCard
          title={card.title}
          text={card.text}
          href={safeHref(card.href) ?? undefined}
          headingLevel={level}
        />
      ),
    }));
  }
  return (entryOf(data.cards, block.id) ?? []).map((card) => ({
    key: card.id,
    card: collectionCard(card, level),
  }));
}

/** A grid of cards; nothing at all when none is left to show. */
export function CardsBlock({ block, data }: { block: CardsBlockType; data: BlockData }) {
  const id = headingIdOf(block);
  const heading = shownText(block.heading);
  // Under the block's heading the cards are its parts; without one, each is a part of the page.
  const cards = cardsOf(block, data, heading ? 3 : 2);
  if (cards.length === 0) return null;
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={heading ? id : undefined}
      className={BLOCK_BAND}
    >
      <div className={PAGE_COLUMN}>
        {heading && <BlockHeading id={id}>{heading}</BlockHeading>}
        <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", heading && "mt-10")}>
          {cards.map(({ key, card }) => (
            <li key={key}>{card}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
