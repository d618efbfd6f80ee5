import { render, screen } from "@testing-library/react";
import { adminText } from "@/content/admin";
import { previewText } from "@/content/preview";
import type { EditableText } from "@/lib/visual-editing/editable-text";
import { TextEditor } from "../text-editor";

// Saving goes through server actions, which the dialog's words never reach here.
jest.mock("../save-editable", () => ({ saveGroup: jest.fn(), saveGroups: jest.fn(() => []) }));

const text = (key: string, label: string, defaultValue: string): EditableText => ({
  kind: "text",
  ref: `text:${key}`,
  key,
  label,
  defaultValue,
  published: defaultValue,
  staged: null,
  multiline: false,
});

const open = (...editables: EditableText[]) =>
  render(
    <TextEditor
      editables={editables}
      position={{ top: 0, left: 0 }}
      link={null}
      openBy={[]}
      onDirty={() => {}}
      onStaged={() => {}}
      onClose={() => {}}
    />,
  );

it("says which blanks a text's words must keep, as its box's description, and says nothing for a text without", () => {
  open(
    text(
      "navigation.labels.allIndustries",
      "Navigation › All industries",
      "All {count} industries",
    ),
    text("home.hero.title", "Home: Hero › Title", "Engineering from silicon to software"),
  );
  const hint = adminText.pages.blanks(["{count}"]);
  expect(screen.getByText(hint)).toHaveClass("text-xs", "text-muted");
  expect(
    screen.getByRole("textbox", { name: "Navigation › All industries" }),
  ).toHaveAccessibleDescription(`${hint} ${previewText.edit.notStaged}`);

  const plain = screen.getByRole("textbox", { name: "Home: Hero › Title" });
  expect(plain).toHaveAccessibleDescription(previewText.edit.notStaged);
  const opening = adminText.pages.blanks(["{count}"]).split("{")[0]!;
  expect(screen.getAllByText((words) => words.startsWith(opening))).toHaveLength(1);
});

it("names every blank of a text with several", () => {
  open(text("services.areas.allIn", "Services › All in", "All {count} in {subcategory}"));
  const hint = adminText.pages.blanks(["{count}", "{subcategory}"]);
  expect(screen.getByRole("textbox")).toHaveAccessibleDescription(
    `${hint} ${previewText.edit.notStaged}`,
  );
});
