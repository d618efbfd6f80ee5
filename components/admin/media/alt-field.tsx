import { mediaText } from "@/content/admin-media";
import { ALT_MAX } from "@/lib/media/rules";
import { Field } from "../shell/field";
import { field } from "../shell/styles";

interface AltFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The id of a message about the field, read with it. */
  problemId?: string;
  className?: string;
}

/** An image's alt text: required, at most the table's 300 characters, with what it is for. */
export function AltField({ id, value, onChange, disabled, problemId, className }: AltFieldProps) {
  return (
    <Field
      id={id}
      label={mediaText.upload.alt}
      hint={mediaText.upload.altHint}
      hintAbove
      describedBy={problemId}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          maxLength={ALT_MAX}
          required
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={field}
        />
      )}
    </Field>
  );
}
