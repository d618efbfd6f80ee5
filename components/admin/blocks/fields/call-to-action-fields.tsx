import { blockFieldWords } from "@/content/admin-blocks";
import type { CallToActionBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { ActionFields } from "./action-fields";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { TextField } from "./text-field";

const w = blockFieldWords["call-to-action"];

export function CallToActionFields({
  block,
  problems,
  base,
  change,
}: FieldsProps<CallToActionBlock>) {
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required
        onChange={(heading) => change((cta) => ({ ...cta, heading }))}
      />
      <TextField
        id={fieldId(base, "text")}
        {...w.text}
        problem={problems.text}
        value={block.text ?? ""}
        rows={3}
        onChange={(text) => change((cta) => withOptional(cta, "text", text))}
      />
      <ActionFields
        base={base}
        words={w.action}
        action={block.action}
        problems={problems}
        optional={false}
        onChange={(action) =>
          change((cta) => ({ ...cta, action: action ?? { label: "", href: "" } }))
        }
      />
    </>
  );
}
