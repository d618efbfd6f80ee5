import { blockFieldWords } from "@/content/admin-blocks";
import type { TwoColumnsBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { ImageField } from "./image-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

const w = blockFieldWords["two-columns"];
const sides = Object.entries(w.imageSide.options).map(([value, label]) => ({ value, label }));

export function TwoColumnsFields({ block, problems, base, change }: FieldsProps<TwoColumnsBlock>) {
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required={false}
        onChange={(heading) => change((columns) => withOptional(columns, "heading", heading))}
      />
      <TextField
        id={fieldId(base, "text")}
        {...w.text}
        problem={problems.text}
        value={block.text}
        rows={5}
        required
        onChange={(text) => change((columns) => ({ ...columns, text }))}
      />
      <ImageField
        id={fieldId(base, "imageId")}
        {...w.imageId}
        problem={problems.imageId}
        value={block.imageId}
        required
        onChange={(imageId) => change((columns) => ({ ...columns, imageId }))}
      />
      <SelectField
        id={fieldId(base, "imageSide")}
        label={w.imageSide.label}
        hint={w.imageSide.hint}
        problem={problems.imageSide}
        value={block.imageSide}
        options={sides}
        required
        onChange={(side) =>
          change((columns) => ({ ...columns, imageSide: side === "end" ? "end" : "start" }))
        }
      />
    </>
  );
}
