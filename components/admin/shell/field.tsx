import type { ReactNode } from "react";
import { fieldError, hint as hintClass, label as labelClass } from "./styles";

/** What a field hands its control, to spread on the input, select or textarea. */
export interface ControlAttributes {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  /** The control's id; the hint and the error take it with `-hint` and `-error`. */
  id: string;
  label: ReactNode;
  /** Added to the label's classes. */
  labelClassName?: string;
  hint?: ReactNode;
  /** In place of the usual hint classes. */
  hintClassName?: string;
  /** Whether the hint stands between the label and the control rather than under the control. */
  hintAbove?: boolean;
  error?: ReactNode;
  /**
   * Ids of notes the field does not render itself (a count, a message elsewhere in the form),
   * read after the hint and before the error.
   */
  describedBy?: string | false;
  /** Marks the control invalid for a message shown elsewhere, named in `describedBy`. */
  invalid?: boolean;
  /** The wrapper's classes. */
  className?: string;
  /** The control, and anything that belongs under it, such as a count or a button. */
  children: (control: ControlAttributes) => ReactNode;
}

/** The ids an element is described by, in order, or nothing when none applies. */
export function described(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

/** Whether a hint or an error has anything to say: an empty one is not rendered nor referred to. */
const present = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== "";

/**
 * What is wrong with a field, under it. No live region: a form announces its own failure once,
 * and each message is read with the control it is about, whose `aria-describedby` names it.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={fieldError}>
      {children}
    </p>
  );
}

/**
 * A labelled control with its hint and its error. The control itself is the caller's, so it
 * keeps its own attributes; the field gives it the id the label points at, the descriptions a
 * screen reader reads with it, and whether it is invalid.
 */
export function Field({
  id,
  label,
  labelClassName,
  hint,
  hintClassName = hintClass,
  hintAbove = false,
  error,
  describedBy,
  invalid,
  className,
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = present(hint);
  const hasError = present(error);
  const control: ControlAttributes = {
    id,
    "aria-describedby": described(hasHint && hintId, describedBy, hasError && errorId),
    "aria-invalid": hasError || invalid ? true : undefined,
  };
  const hintLine = hasHint && (
    <p id={hintId} className={hintClassName}>
      {hint}
    </p>
  );
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={labelClassName ? `${labelClass} ${labelClassName}` : labelClass}
      >
        {label}
      </label>
      {hintAbove && hintLine}
      {children(control)}
      {!hintAbove && hintLine}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
