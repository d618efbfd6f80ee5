import type { Option } from "@/lib/collections/definition";
import { Field } from "../../shell/field";
import { field as fieldClass } from "../../shell/styles";
import { invalid } from "../../collections/list-fields";

interface SelectFieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  value: string;
  options: readonly Option[];
  /** What the empty choice says; none: there is no empty choice. */
  empty?: string;
  required?: boolean;
  onChange: (value: string) => void;
  className?: string;
}

/** One choice of a block. A chosen value no longer offered stays until another is chosen. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hint, problem, value, options, empty, required = false, onChange } = props;
  const gone = value !== "" && !options.some((option) => option.value === value);
  return (
    <Field id={id} label={label} hint={hint} hintAbove error={problem} className={props.className}>
      {(control) => (
        <select
          {...control}
          value={value}
          aria-required={required}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} ${problem ? invalid : ""}`}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {gone && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
