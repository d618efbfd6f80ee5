import { blockFieldWords, blockPartWords } from "@/content/admin-blocks";
import { BLOCK_LIMITS, type HandCard } from "@/lib/blocks/types";
import { useBlockEditor } from "../block-editor-context";
import type { BlockProblems } from "../block-problems";
import { fieldId } from "./fields-props";
import { ItemList } from "./item-list";
import { TextField } from "./text-field";

const w = blockFieldWords.cards;
const part = blockPartWords.card;

interface HandCardsProps {
  base: string;
  cards: readonly HandCard[];
  problems: BlockProblems;
  onChange: (update: (cards: readonly HandCard[]) => HandCard[]) => void;
}

/** Cards written in the block: a title, a text and, if they lead somewhere, a link each. */
export function HandCards({ base, cards, problems, onChange }: HandCardsProps) {
  const { linksId } = useBlockEditor();
  const key = (index: number, name: keyof HandCard) => `cards.${index}.${name}`;
  const update = (index: number, change: (card: HandCard) => HandCard) =>
    onChange((list) => list.map((old, at) => (at === index ? change(old) : old)));
  return (
    <ItemList<HandCard>
      id={fieldId(base, "cards")}
      {...w.cards}
      problem={problems.cards}
      items={cards}
      min={1}
      name={(_, position) => part.name(position)}
      removeLabel={part.remove}
      itemProblem={(index) => problems[`cards.${index}`]}
      firstControl={(index) => fieldId(base, key(index, "title"))}
      onChange={onChange}
      add={{ label: part.add, max: BLOCK_LIMITS.cards, blank: () => ({ title: "", text: "" }) }}
    >
      {(card, index) => (
        <div className="mt-2 flex flex-col gap-4">
          <TextField
            id={fieldId(base, key(index, "title"))}
            {...part.title}
            problem={problems[key(index, "title")]}
            value={card.title}
            required
            onChange={(title) => update(index, (old) => ({ ...old, title }))}
          />
          <TextField
            id={fieldId(base, key(index, "text"))}
            {...part.text}
            problem={problems[key(index, "text")]}
            value={card.text}
            rows={3}
            required
            onChange={(text) => update(index, (old) => ({ ...old, text }))}
          />
          <TextField
            id={fieldId(base, key(index, "href"))}
            {...part.href}
            problem={problems[key(index, "href")]}
            value={card.href ?? ""}
            list={linksId}
            onChange={(href) =>
              update(index, ({ href: _old, ...rest }) => (href === "" ? rest : { ...rest, href }))
            }
          />
        </div>
      )}
    </ItemList>
  );
}
