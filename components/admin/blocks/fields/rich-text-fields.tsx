import { useMemo, useState } from "react";
import { RichTextField } from "@/components/admin/rich-text/rich-text-field";
import { blockFieldWords } from "@/content/admin-blocks";
import type { RichTextBlock } from "@/lib/blocks/types";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { FieldError } from "../../shell/field";
import { blockDraftKey } from "../block-drafts";
import { useBlockEditor } from "../block-editor-context";
import { fieldId, type FieldsProps } from "./fields-props";

const w = blockFieldWords["rich-text"].body;

/**
 * The bodies the editor itself handed on. The editor replaces its text with any body it is
 * given that differs from its latest: given back its own, a render that comes after the next
 * keystroke would undo that keystroke. So it is given a body only when one comes from elsewhere
 * (an earlier version loaded), and keeps its own otherwise.
 */
const typed = new WeakSet<RichTextDocument>();

/**
 * A rich-text block's body in the editor every body uses (components/admin/rich-text/), loaded
 * when a rich-text block is first opened; its unsaved text is kept in the browser under the
 * block's own id.
 */
export function RichTextFields({ block, problems, base, change }: FieldsProps<RichTextBlock>) {
  const { choices, draftKey } = useBlockEditor();
  const [given, setGiven] = useState(block.body);
  if (block.body !== given && !typed.has(block.body)) setGiven(block.body);
  const links = useMemo(
    () => choices.links.map((link) => ({ label: link.label, href: link.value })),
    [choices.links],
  );
  const id = fieldId(base, "body");
  const problem = problems.body;
  return (
    <div>
      <RichTextField
        id={id}
        label={w.label}
        value={given}
        onChange={(body) => {
          typed.add(body);
          change((text) => ({ ...text, body }));
        }}
        describedBy={problem ? `${id}-error` : undefined}
        invalid={Boolean(problem)}
        images={choices.images}
        links={links}
        draftKey={blockDraftKey(draftKey, block.id)}
      />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </div>
  );
}
