import { blockFieldWords } from "@/content/admin-blocks";
import { collectionsText } from "@/content/admin-collections";
import type { ContactBlock } from "@/lib/blocks/types";
import { useBlockEditor } from "../block-editor-context";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

const w = blockFieldWords.contact;

export function ContactFields({ block, problems, base, change }: FieldsProps<ContactBlock>) {
  const { choices } = useBlockEditor();
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required
        onChange={(heading) => change((contact) => ({ ...contact, heading }))}
      />
      <TextField
        id={fieldId(base, "text")}
        {...w.text}
        problem={problems.text}
        value={block.text ?? ""}
        rows={3}
        onChange={(text) => change((contact) => withOptional(contact, "text", text))}
      />
      <SelectField
        id={fieldId(base, "department")}
        {...w.department}
        problem={problems.department}
        value={block.department}
        options={choices.departments}
        empty={collectionsText.errors.choose(w.department.label)}
        required
        onChange={(department) => change((contact) => ({ ...contact, department }))}
      />
    </>
  );
}
