import { useState } from "react";
import { blockFieldWords } from "@/content/admin-blocks";
import { blockEditorText } from "@/content/admin-block-editor";
import { BLOCK_LIMITS, type CollectionCardsBlock } from "@/lib/blocks/types";
import { secondaryButton } from "../../shell/styles";
import { useBlockEditor } from "../block-editor-context";
import type { BlockProblems } from "../block-problems";
import { fieldId } from "./fields-props";
import { ItemList } from "./item-list";
import { SelectField } from "./select-field";

const w = blockFieldWords.cards;
const t = blockEditorText.chosen;

interface ChosenItemsProps {
  base: string;
  source: CollectionCardsBlock["source"];
  ids: readonly string[];
  problems: BlockProblems;
  onChange: (update: (ids: readonly string[]) => string[]) => void;
}

/**
 * A collection's items chosen for cards, in the order the cards show them: each moved and
 * removed like any list's item, and another added from those not chosen yet.
 */
export function ChosenItems({ base, source, ids, problems, onChange }: ChosenItemsProps) {
  const { choices } = useBlockEditor();
  const [pick, setPick] = useState("");
  const options = choices.references[source] ?? [];
  const listId = fieldId(base, "ids");
  const pickId = `${listId}-pick`;
  const nameOf = (id: string) => options.find((option) => option.value === id)?.label ?? t.gone(id);
  const open = options.filter((option) => !ids.includes(option.value));
  const full = ids.length >= BLOCK_LIMITS.cards;
  const chosen = open.some((option) => option.value === pick) ? pick : "";
  const add = () => {
    if (chosen === "" || full) return;
    onChange((list) => [...list, chosen]);
    setPick("");
  };
  return (
    <ItemList<string>
      id={listId}
      {...w.ids}
      problem={problems.ids}
      items={ids}
      min={0}
      name={(id) => nameOf(id)}
      removeLabel={blockEditorText.actions.remove}
      itemProblem={(index) => problems[`ids.${index}`]}
      firstControl={(index) => `${listId}-${index}-up`}
      onChange={onChange}
      add={{
        id: pickId,
        control: full ? null : (
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
            <SelectField
              id={pickId}
              label={t.choose(w.source.options[source])}
              value={chosen}
              options={open}
              empty={t.pick}
              onChange={setPick}
              className="min-w-0 flex-1"
            />
            <button
              type="button"
              aria-disabled={chosen === "" || undefined}
              onClick={add}
              className={`${secondaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              {t.add}
            </button>
          </div>
        ),
      }}
    >
      {() => null}
    </ItemList>
  );
}
