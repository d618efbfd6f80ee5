import { collectionsText } from "@/content/admin-collections";
import type { Option } from "@/lib/collections/definition";
import { described, FieldError } from "../shell/field";
import { hint as hintClass, label as labelClass } from "../shell/styles";

const t = collectionsText.form;

interface ReferenceChecklistProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  max: number;
  options: readonly Option[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * A many-to-many field: the items of another collection as a group of checkboxes, in their
 * site order, with how many are chosen. A chosen item that is gone is kept until unticked, so
 * saving never drops it unseen.
 */
export function ReferenceChecklist(props: ReferenceChecklistProps) {
  const { id, name, label, hint, error, max, options, value, onChange } = props;
  const known = new Set(options.map((option) => option.value));
  const missing = value.filter((chosen) => !known.has(chosen));
  const all = [...options, ...missing.map((chosen) => ({ value: chosen, label: chosen }))];
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      data-field={name}
      tabIndex={-1}
      aria-describedby={described(hint && `${id}-hint`, countId, error && errorId)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass}>{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      <div className="mt-2 grid max-h-64 gap-x-4 overflow-y-auto rounded-xl border border-border p-2 sm:grid-cols-2">
        {all.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-foreground hover:bg-surface-strong"
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((chosen) => chosen !== option.value)
                      : [...value, option.value],
                  )
                }
                className="size-4 accent-accent"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <p id={countId} className="mt-1 text-right text-xs text-muted">
        {t.chosen(value.length, max)}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
