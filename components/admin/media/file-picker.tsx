"use client";

import { useId } from "react";
import { MEDIA_TYPES } from "@/lib/media/rules";
import { secondaryButton } from "../shell/styles";

interface FilePickerProps {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file picker for the formats the library takes: a real file input
 * (hidden, still focusable) whose label looks like a button and shows its focus.
 */
export function FilePicker({ label, disabled, onFile }: FilePickerProps) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={Object.keys(MEDIA_TYPES).join(",")}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so choosing the same file again is a change too.
          event.target.value = "";
          if (file) onFile(file);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring`}
      >
        {label}
      </label>
    </>
  );
}
