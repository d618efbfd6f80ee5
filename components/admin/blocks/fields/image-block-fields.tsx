import { blockFieldWords } from "@/content/admin-blocks";
import type { ImageBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { ImageField } from "./image-field";
import { TextField } from "./text-field";

const w = blockFieldWords.image;

export function ImageBlockFields({ block, problems, base, change }: FieldsProps<ImageBlock>) {
  return (
    <>
      <ImageField
        id={fieldId(base, "imageId")}
        {...w.imageId}
        problem={problems.imageId}
        value={block.imageId}
        required
        onChange={(imageId) => change((image) => ({ ...image, imageId }))}
      />
      <TextField
        id={fieldId(base, "caption")}
        {...w.caption}
        problem={problems.caption}
        value={block.caption ?? ""}
        onChange={(caption) => change((image) => withOptional(image, "caption", caption))}
      />
    </>
  );
}
