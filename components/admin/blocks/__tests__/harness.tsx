import { render } from "@testing-library/react";
import { useState } from "react";
import type { Block } from "@/lib/blocks/types";
import type { FieldChoices } from "@/lib/collections/field-choices";
import { BlocksField } from "../blocks-field";

export const IMAGE_ID = "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1a01";
export const SERVICE_ID = "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1a02";
export const OTHER_SERVICE_ID = "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1a03";
export const INDUSTRY_ID = "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1a04";

export const choices: FieldChoices = {
  images: [{ id: IMAGE_ID, label: "Clean room", alt: "A clean room", thumbnail: "/room.png" }],
  references: {
    services: [
      { value: SERVICE_ID, label: "Chip design" },
      { value: OTHER_SERVICE_ID, label: "Verification" },
    ],
    industries: [{ value: INDUSTRY_ID, label: "Automotive" }],
    leaders: [],
  },
  links: [{ value: "/about", label: "About" }],
  departments: [{ value: "chip-design", label: "Chip design" }],
};

export const hero = (id: string, heading: string): Block => ({ type: "hero", id, heading });

/**
 * The field as the item form holds it: the layout's JSON in state, handed back on each change.
 * `layout()` reads the value the form has now.
 */
export function renderField(blocks: readonly unknown[] = [], error?: string) {
  let current = JSON.stringify(blocks);
  const changes = jest.fn<void, [string]>();
  let replace: (value: string) => void = () => undefined;
  function Form() {
    const [value, setValue] = useState(current);
    replace = (next) => {
      current = next;
      setValue(next);
    };
    return (
      <BlocksField
        id="field-layout"
        name="layout"
        label="Blocks"
        hint="The page's content, top to bottom."
        value={value}
        error={error}
        choices={choices}
        draftKey="pages:new:layout"
        onChange={(next) => {
          current = next;
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(<Form />);
  return {
    ...view,
    changes,
    layout: () => JSON.parse(current) as Block[],
    /** The form replacing the value itself, as loading an earlier version does. */
    replace: (next: readonly unknown[]) => replace(JSON.stringify(next)),
  };
}
