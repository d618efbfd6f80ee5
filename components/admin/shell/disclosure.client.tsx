"use client";

import { type ReactNode, useId, useState } from "react";
import { secondaryButton } from "./styles";

interface DisclosureProps {
  /** The button that shows and hides the content. */
  label: string;
  /** What sits beside that button, always shown (another action on the same thing). */
  beside?: ReactNode;
  children: ReactNode;
}

/** A button that opens its content below the row of actions it belongs to. */
export function Disclosure({ label, beside, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className={secondaryButton}
        >
          {label}
        </button>
        {beside}
      </div>
      <div id={id} hidden={!open} className="mt-3">
        {children}
      </div>
    </div>
  );
}
