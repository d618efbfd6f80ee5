import { RichTextField } from "@/components/admin/rich-text/rich-text-field";
import type { FieldChoices } from "@/lib/collections/field-choices";
import type { FieldSpec } from "@/lib/collections/fields";
import type { FieldValue } from "@/lib/collections/item-values";
import { parseDocument } from "@/lib/collections/rich-text-field";
import { normalizeDocument } from "@/lib/rich-text/normalize";
import { FieldError } from "../shell/field";

interface BodyFieldProps {
  id: string;
  field: FieldSpec;
  /** The document's JSON. */
  value: string;
  error: string | undefined;
  choices: FieldChoices;
  draftKey: string;
  onChange: (value: FieldValue) => void;
}

/**
 * A rich-text field of an item's form: the editor (with its label and how to use it by
 * keyboard), which loads only here, and its message. The form keeps the document as its JSON,
 * like every other value.
 */
export function BodyField({
  id,
  field,
  value,
  error,
  choices,
  draftKey,
  onChange,
}: BodyFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <RichTextField
        id={id}
        label={field.label}
        value={normalizeDocument(parseDocument(value))}
        onChange={(document) => onChange(JSON.stringify(document))}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
        images={choices.images}
        links={choices.links.map((link) => ({ label: link.label, href: link.value }))}
        draftKey={draftKey}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
