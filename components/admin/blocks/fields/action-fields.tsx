import { blockPartWords } from "@/content/admin-blocks";
import type { BlockAction } from "@/lib/blocks/types";
import { FieldError } from "../../shell/field";
import { hint as hintClass, label as labelClass, secondaryButton } from "../../shell/styles";
import { useBlockEditor } from "../block-editor-context";
import type { BlockProblems } from "../block-problems";
import { usePendingFocus } from "../use-pending-focus";
import { AddItemButton } from "./add-item-button";
import { fieldId } from "./fields-props";
import { TextField } from "./text-field";

const w = blockPartWords.action;

interface ActionFieldsProps {
  base: string;
  words: { label: string; hint: string };
  action: BlockAction | undefined;
  problems: BlockProblems;
  /** Whether the block may have no button (a hero); a call to action always has one. */
  optional: boolean;
  onChange: (action: BlockAction | undefined) => void;
}

/** A block's button: its label and where it goes, with this site's pages suggested. */
export function ActionFields({
  base,
  words,
  action,
  problems,
  optional,
  onChange,
}: ActionFieldsProps) {
  const { linksId } = useBlockEditor();
  const focusLater = usePendingFocus();
  const id = fieldId(base, "action");
  const labelId = fieldId(base, "action.label");
  const problem = problems.action;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={`${id}-hint`}>
      <legend className={labelClass}>{words.label}</legend>
      <p id={`${id}-hint`} className={hintClass}>
        {words.hint}
      </p>
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      {action === undefined ? (
        <AddItemButton
          id={`${id}-add`}
          label={w.add}
          onClick={() => {
            onChange({ label: "", href: "" });
            focusLater(labelId);
          }}
        />
      ) : (
        <div className="mt-2 grid gap-4 rounded-xl border border-border p-3 sm:grid-cols-2 sm:p-4">
          <TextField
            id={labelId}
            {...w.label}
            problem={problems["action.label"]}
            value={action.label}
            required
            onChange={(label) => onChange({ ...action, label })}
          />
          <TextField
            id={fieldId(base, "action.href")}
            {...w.href}
            problem={problems["action.href"]}
            value={action.href}
            required
            list={linksId}
            onChange={(href) => onChange({ ...action, href })}
          />
          {optional && (
            <button
              type="button"
              onClick={() => {
                onChange(undefined);
                focusLater(`${id}-add`);
              }}
              className={`${secondaryButton} justify-self-start`}
            >
              {w.remove}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
