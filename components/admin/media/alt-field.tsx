import { useId } from "react";
import { mediaText } from "@/content/admin-media";
import { ALT_MAX } from "@/lib/media/rules";
import { field, label } from "../shell/styles";

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
  const hintId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {mediaText.upload.alt}
      </label>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {mediaText.upload.altHint}
      </p>
      <input
        id={id}
        value={value}
        maxLength={ALT_MAX}
        required
        aria-describedby={problemId ? `${hintId} ${problemId}` : hintId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={field}
      />
    </div>
  );
}
