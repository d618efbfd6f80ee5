import { useId } from "react";
import { onPageEditorText } from "@/content/admin-on-page";
import { overlaidRadio, toggleButton } from "../shell/styles";
import { FRAME_WIDTHS, type FrameWidth } from "./frame-width";

const t = onPageEditorText.widths;

interface FrameWidthControlProps {
  value: FrameWidth;
  onChange(width: FrameWidth): void;
}

/**
 * Phone, tablet or desktop: the width the page is shown at. Radio buttons drawn as one row of
 * buttons, so the arrow keys move between them as in any radio group, and Tab leaves it.
 */
export function FrameWidthControl({ value, onChange }: FrameWidthControlProps) {
  const id = useId();
  const name = `${id}-width`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className="flex flex-wrap items-center gap-2"
      data-testid="frame-width"
    >
      <span id={`${id}-label`} className="mr-1 text-sm font-semibold text-foreground">
        {t.legend}
      </span>
      {FRAME_WIDTHS.map((width) => (
        <label
          key={width}
          className={`${toggleButton(value === width)} relative cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring`}
        >
          <input
            type="radio"
            name={name}
            value={width}
            checked={value === width}
            onChange={() => onChange(width)}
            className={overlaidRadio}
          />
          {t[width].label} <span className="text-xs font-medium">{t[width].size}</span>
        </label>
      ))}
    </div>
  );
}
