import { act, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { RichTextField } from "../rich-text-field";
import { writeRichTextDraft } from "../draft-storage";

// jsdom lays nothing out; ProseMirror asks where the selection is to keep it in view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  Range.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
});
beforeEach(() => localStorage.clear());

const empty: RichTextDocument = { type: "doc", content: [{ type: "paragraph" }] };

function renderField(value: RichTextDocument = empty) {
  const onChange = jest.fn<void, [RichTextDocument]>();
  render(
    <RichTextField
      id="body"
      label="Body"
      value={value}
      onChange={onChange}
      describedBy="body-error"
      invalid
      images={[]}
      links={[]}
      draftKey="draft:post:1"
    />,
  );
  return onChange;
}

const text = () => screen.findByRole("textbox", { name: "Body" }, { timeout: 5000 });

it("is a labelled, described, multi-line text box", async () => {
  renderField();
  const box = await text();
  expect(box).toHaveAttribute("aria-multiline", "true");
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(box).toHaveAttribute("aria-describedby", "body-hint body-error");
  expect(box).toHaveAccessibleDescription(/Alt\+F10 moves to the toolbar/);
  expect(screen.getByText("0 words · 1 min read")).toBeInTheDocument();
});

it("hands the form what is typed, bold included, as the body's JSON", async () => {
  const user = userEvent.setup();
  const onChange = renderField();
  const box = await text();
  await user.click(box);
  await user.keyboard("Plain ");
  await user.click(screen.getByRole("button", { name: "Bold" }));
  await user.keyboard("strong");
  await waitFor(() =>
    expect(onChange).toHaveBeenLastCalledWith({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Plain " },
            { type: "text", text: "strong", marks: [{ type: "bold" }] },
          ],
        },
      ],
    }),
  );
  expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByText(/^2 words/)).toBeInTheDocument();
});

it("keeps a draft of what is typed, and brings it back with a way to discard it", async () => {
  const user = userEvent.setup();
  const draft: RichTextDocument = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Unsaved words" }] }],
  };
  writeRichTextDraft("draft:post:1", draft, new Date("2026-05-04T10:30:00Z"));
  const onChange = renderField();
  await text();
  expect(await screen.findByRole("status")).toHaveTextContent(/Restored what you were writing on/);
  expect(onChange).toHaveBeenLastCalledWith(draft);
  await user.click(screen.getByRole("button", { name: "Discard it" }));
  expect(onChange).toHaveBeenLastCalledWith(empty);
  expect(localStorage.getItem("draft:post:1")).toBeNull();
  expect(screen.queryByText(/Restored what you were writing/)).toBeNull();
});

it("writes the draft a moment after the typing stops", async () => {
  const user = userEvent.setup();
  renderField();
  await user.click(await text());
  await user.keyboard("Kept");
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const stored = JSON.parse(localStorage.getItem("draft:post:1") ?? "null") as {
    doc: RichTextDocument;
  };
  expect(stored.doc.content[0]).toEqual({
    type: "paragraph",
    content: [{ type: "text", text: "Kept" }],
  });
});

it("keeps every key typed while the form hands back an older body it was given", async () => {
  // A busy form (a long page of blocks) may render the body of one keystroke after the next
  // keystroke was typed: that older body must not replace what the editor holds.
  const user = userEvent.setup();
  let latest: RichTextDocument = empty;
  function SlowForm() {
    const [value, setValue] = useState<RichTextDocument>(empty);
    return (
      <RichTextField
        id="body"
        label="Body"
        value={value}
        onChange={(doc) => {
          latest = doc;
          setTimeout(() => setValue(doc), 15);
        }}
        images={[]}
        links={[]}
        draftKey="draft:slow:1"
      />
    );
  }
  render(<SlowForm />);
  const box = await text();
  await user.click(box);
  await user.keyboard("Our privacy policy");
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(box).toHaveTextContent("Our privacy policy");
  expect(latest).toEqual({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Our privacy policy" }] }],
  });
});
