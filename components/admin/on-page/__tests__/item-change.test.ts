import { onPageEditorText } from "@/content/admin-on-page";
import type { PageLayout } from "@/lib/blocks/types";
import type { EditableField } from "@/lib/visual-editing/editable-text";
import { blockTextRef, itemRef, markText } from "@/lib/visual-editing/marks";
import { changedItem } from "../item-change";

const PAGE_ID = "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a";

const layout: PageLayout = [
  { type: "hero", id: "intro", heading: "How we treat your data" },
  {
    type: "questions",
    id: "faq",
    questions: [{ question: "Do you sell data?", answer: "Never." }],
  },
];

const values = {
  title: "Privacy",
  path: "/privacy",
  layout: JSON.stringify(layout),
  footer_group: "legal",
};

/** A field of the page as the editor reads it: a text of a block, or the page's own title. */
function field(path: string | null, value: string): EditableField {
  const part = path ? { block: path.split(":")[0]!, path: path.split(":")[1]! } : undefined;
  return {
    kind: "item",
    ref: part ? blockTextRef(PAGE_ID, part) : itemRef("pages", PAGE_ID, "title"),
    collection: "pages",
    id: PAGE_ID,
    field: part ? "layout" : "title",
    ...(part && { part }),
    label: "",
    value,
    staged: null,
    multiline: false,
    image: null,
    values,
    updatedAt: "2026-11-28T10:00:00.000Z",
    stagedVersion: null,
  };
}

const layoutOf = (change: ReturnType<typeof changedItem>) =>
  change.ok ? (JSON.parse(String(change.item.layout)) as PageLayout) : null;

describe("changedItem: an edit on the page as the staged version of the page's row", () => {
  it("stages the whole page with the one text changed inside its layout", () => {
    const change = changedItem(
      [field("intro:heading", "How we treat your data")],
      ["Privacy, plainly"],
    );
    expect(change.ok).toBe(true);
    expect(layoutOf(change)).toEqual([{ ...layout[0], heading: "Privacy, plainly" }, layout[1]]);
    // The page's other fields go as they were read: the form stages the row whole too.
    expect(change.ok && change.item).toMatchObject({ title: "Privacy", path: "/privacy" });
  });

  it("stages a question and its answer, changed in one box, together, with the page's title", () => {
    const change = changedItem(
      [
        field("faq:questions.0.question", "Do you sell data?"),
        field("faq:questions.0.answer", "Never."),
        field(null, "Privacy"),
      ],
      ["Do you sell my data?", "Never, to anyone.", "Your privacy"],
    );
    expect(layoutOf(change)?.[1]).toMatchObject({
      questions: [{ question: "Do you sell my data?", answer: "Never, to anyone." }],
    });
    expect(change.ok && change.item.title).toBe("Your privacy");
  });

  it("never stores a mark copied from the preview", () => {
    const pasted = markText("Privacy, plainly", itemRef("pages", PAGE_ID, "title"));
    const change = changedItem([field("intro:heading", "")], [pasted]);
    expect(layoutOf(change)?.[0]).toMatchObject({ heading: "Privacy, plainly" });
  });

  it("stages nothing when the blocks' rules refuse the words, and says why", () => {
    expect(changedItem([field("intro:heading", "")], ["x".repeat(121)])).toEqual({
      ok: false,
      message: "The heading is too long: at most 120 characters.",
    });
    expect(changedItem([field("gone:heading", "")], ["Hello"])).toEqual({
      ok: false,
      message: onPageEditorText.blockTexts.gone,
    });
  });
});
