import { blockFieldWords, blockPartWords } from "@/content/admin-blocks";
import { BLOCK_LIMITS, type BlockFigure, type FiguresBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { ItemList } from "./item-list";
import { TextField } from "./text-field";

const w = blockFieldWords.figures;
const part = blockPartWords.figure;

export function FiguresFields({ block, problems, base, change }: FieldsProps<FiguresBlock>) {
  const key = (index: number, name: keyof BlockFigure) => `figures.${index}.${name}`;
  const update = (index: number, patch: Partial<BlockFigure>) =>
    change((figures) => ({
      ...figures,
      figures: figures.figures.map((old, at) => (at === index ? { ...old, ...patch } : old)),
    }));
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required={false}
        onChange={(heading) => change((figures) => withOptional(figures, "heading", heading))}
      />
      <ItemList<BlockFigure>
        id={fieldId(base, "figures")}
        {...w.figures}
        problem={problems.figures}
        items={block.figures}
        min={1}
        name={(_, position) => part.name(position)}
        removeLabel={part.remove}
        itemProblem={(index) => problems[`figures.${index}`]}
        firstControl={(index) => fieldId(base, key(index, "figure"))}
        onChange={(update) =>
          change((figures) => ({ ...figures, figures: update(figures.figures) }))
        }
        add={{
          label: part.add,
          max: BLOCK_LIMITS.figures,
          blank: () => ({ figure: "", label: "" }),
        }}
      >
        {(figure, index) => (
          <div className="mt-2 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <TextField
              id={fieldId(base, key(index, "figure"))}
              {...part.figure}
              problem={problems[key(index, "figure")]}
              value={figure.figure}
              required
              onChange={(value) => update(index, { figure: value })}
            />
            <TextField
              id={fieldId(base, key(index, "label"))}
              {...part.label}
              problem={problems[key(index, "label")]}
              value={figure.label}
              required
              onChange={(value) => update(index, { label: value })}
            />
          </div>
        )}
      </ItemList>
    </>
  );
}
