import { blockFieldWords } from "@/content/admin-blocks";
import type { HeroBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { ActionFields } from "./action-fields";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { ImageField } from "./image-field";
import { TextField } from "./text-field";

const w = blockFieldWords.hero;

export function HeroFields({ block, problems, base, change }: FieldsProps<HeroBlock>) {
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required
        onChange={(heading) => change((hero) => ({ ...hero, heading }))}
      />
      <TextField
        id={fieldId(base, "text")}
        {...w.text}
        problem={problems.text}
        value={block.text ?? ""}
        rows={3}
        onChange={(text) => change((hero) => withOptional(hero, "text", text))}
      />
      <ImageField
        id={fieldId(base, "imageId")}
        {...w.imageId}
        problem={problems.imageId}
        value={block.imageId ?? ""}
        required={false}
        onChange={(imageId) => change((hero) => withOptional(hero, "imageId", imageId))}
      />
      <ActionFields
        base={base}
        words={w.action}
        action={block.action}
        problems={problems}
        optional
        onChange={(action) => change((hero) => withOptional(hero, "action", action))}
      />
    </>
  );
}
