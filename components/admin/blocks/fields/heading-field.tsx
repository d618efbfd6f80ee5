import type { FieldWords } from "@/lib/collections/definition";
import { fieldId } from "./fields-props";
import { TextField } from "./text-field";

interface HeadingFieldProps {
  base: string;
  words: FieldWords;
  value: string | undefined;
  problem: string | undefined;
  required: boolean;
  onChange: (heading: string) => void;
}

/** A block's heading: required for a hero, a call to action and a contact block, else optional. */
export function HeadingField({
  base,
  words,
  value,
  problem,
  required,
  onChange,
}: HeadingFieldProps) {
  return (
    <TextField
      id={fieldId(base, "heading")}
      label={words.label}
      hint={words.hint}
      problem={problem}
      value={value ?? ""}
      required={required}
      onChange={onChange}
    />
  );
}
