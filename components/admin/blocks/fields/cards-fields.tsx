import { useRef } from "react";
import { blockFieldWords } from "@/content/admin-blocks";
import type { CardsBlock, HandCard } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { ChosenItems } from "./chosen-items";
import { fieldId, type FieldsProps } from "./fields-props";
import { HandCards } from "./hand-cards";
import { HeadingField } from "./heading-field";
import { SelectField } from "./select-field";

const w = blockFieldWords.cards;
type Source = CardsBlock["source"];
const sources = Object.entries(w.source.options).map(([value, label]) => ({ value, label }));
const isSource = (value: string): value is Source => value in w.source.options;

/** What a block's cards were for each source, so choosing one back brings them back. */
type Kept = Partial<Record<Source, readonly HandCard[] | readonly string[]>>;

/** The block with cards of `source`: what it had for it before, or a list to start from. */
function withSource(block: CardsBlock, source: Source, kept: Kept): CardsBlock {
  const { type, id, heading } = block;
  const base = heading === undefined ? { type, id } : { type, id, heading };
  if (source === "hand") {
    const cards = (kept.hand as readonly HandCard[] | undefined) ?? [{ title: "", text: "" }];
    return { ...base, source, cards: [...cards] };
  }
  return { ...base, source, ids: [...((kept[source] as readonly string[] | undefined) ?? [])] };
}

export function CardsFields({ block, problems, base, change }: FieldsProps<CardsBlock>) {
  const kept = useRef<Kept>({});
  const switchTo = (source: string) => {
    if (!isSource(source) || source === block.source) return;
    kept.current[block.source] = block.source === "hand" ? block.cards : block.ids;
    const from = kept.current;
    change((cards) => withSource(cards, source, from));
  };
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required={false}
        onChange={(heading) => change((cards) => withOptional(cards, "heading", heading))}
      />
      <SelectField
        id={fieldId(base, "source")}
        label={w.source.label}
        hint={w.source.hint}
        problem={problems.source}
        value={block.source}
        options={sources}
        required
        onChange={switchTo}
      />
      {block.source === "hand" ? (
        <HandCards
          base={base}
          cards={block.cards}
          problems={problems}
          onChange={(update) =>
            change((cards) =>
              cards.source === "hand" ? { ...cards, cards: update(cards.cards) } : cards,
            )
          }
        />
      ) : (
        <ChosenItems
          base={base}
          source={block.source}
          ids={block.ids}
          problems={problems}
          onChange={(update) =>
            change((cards) =>
              cards.source === "hand" ? cards : { ...cards, ids: update(cards.ids) },
            )
          }
        />
      )}
    </>
  );
}
