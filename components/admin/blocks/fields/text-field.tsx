import { Field } from "../../shell/field";
import { field as fieldClass } from "../../shell/styles";
import { invalid } from "../../collections/list-fields";

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  value: string;
  onChange: (value: string) => void;
  /** A box of this many lines; none: one line. */
  rows?: number;
  required?: boolean;
  /** A list of suggestions (a datalist's id), as links offer this site's pages. */
  list?: string;
  className?: string;
}

/** One text of a block, labelled, with its hint above and its problem under it. */
export function TextField(props: TextFieldProps) {
  const { id, label, hint, problem, value, onChange, rows, required = false, list } = props;
  return (
    <Field id={id} label={label} hint={hint} hintAbove error={problem} className={props.className}>
      {(control) =>
        rows === undefined ? (
          <input
            {...control}
            value={value}
            aria-required={required}
            list={list}
            autoComplete="off"
            spellCheck={list === undefined}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldClass} ${list ? "font-mono text-sm" : ""} ${problem ? invalid : ""}`}
          />
        ) : (
          <textarea
            {...control}
            value={value}
            rows={rows}
            aria-required={required}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldClass} resize-y ${problem ? invalid : ""}`}
          />
        )
      }
    </Field>
  );
}
