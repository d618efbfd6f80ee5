import { Field } from "../../shell/field";
import { ImagePicker } from "../../collections/image-picker";
import { useBlockEditor } from "../block-editor-context";

interface ImageFieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  /** The chosen image's id; "" for none. */
  value: string;
  required: boolean;
  onChange: (id: string) => void;
  className?: string;
}

/** An image of a block, chosen from the media library as an item's image field is. */
export function ImageField(props: ImageFieldProps) {
  const { id, label, hint, problem, value, required, onChange } = props;
  const { choices } = useBlockEditor();
  return (
    <Field id={id} label={label} hint={hint} hintAbove error={problem} className={props.className}>
      {(control) => (
        <ImagePicker
          control={control}
          value={value}
          choices={choices.images}
          required={required}
          label={label}
          invalid={Boolean(problem)}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
