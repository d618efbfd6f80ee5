import { render } from "@testing-library/react";
import { NO_BLOCK_DATA } from "@/lib/blocks/block-data-types";
import type { PageLayout } from "@/lib/blocks/types";
import { markedPage } from "@/lib/pages/marked-page";
import type { Page } from "@/lib/pages/page";
import { doc, paragraph, text } from "@/lib/rich-text/__tests__/build";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { blockTextRef, hasMarks, itemRef } from "@/lib/visual-editing/marks";
import { collectMarks, elementRefs, REFS_ATTRIBUTE } from "@/lib/visual-editing/scan";
import { PageBlocks } from "../page-blocks";

const PAGE_ID = "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a";

const layout: PageLayout = [
  {
    type: "hero",
    id: "intro",
    heading: "How we treat your data",
    text: "   ",
    action: { label: "Write to us", href: "/contact" },
  },
  {
    type: "rich-text",
    id: "body",
    body: doc(paragraph(text("We keep only what you send us."))) as unknown as RichTextDocument,
  },
  {
    type: "questions",
    id: "faq",
    heading: "Questions",
    questions: [{ question: "Do you sell data?", answer: "Never." }],
  },
  {
    type: "cards",
    id: "promises",
    source: "hand",
    cards: [{ title: "Kept short", text: "Twelve months at most.", href: "/privacy" }],
  },
];

const page: Page = {
  id: PAGE_ID,
  path: "/privacy",
  title: "Privacy",
  layout,
  noindex: false,
  footerGroup: "legal",
};

const ref = (block: string, path: string) => blockTextRef(PAGE_ID, { block, path });

/** The page as the marking preview draws it, its marks read as the on-page editor reads them. */
function drawMarked() {
  const marked = markedPage(page);
  const { container } = render(
    <PageBlocks
      layout={marked.layout}
      data={NO_BLOCK_DATA}
      editRefs={{ [REFS_ATTRIBUTE]: itemRef("pages", PAGE_ID, "layout") }}
    />,
  );
  collectMarks(container);
  return container;
}

const byText = (container: HTMLElement, words: string) =>
  [...container.querySelectorAll<HTMLElement>(`[${REFS_ATTRIBUTE}]`)].find(
    (element) => element.textContent?.trim() === words,
  );

describe("a built page's block texts in the marking preview", () => {
  it("marks each text where it stands, by its page, block and path, its words unchanged", () => {
    const container = drawMarked();
    const heading = container.querySelector("h1")!;
    expect(heading).toHaveTextContent("How we treat your data");
    expect(elementRefs(heading)).toEqual([ref("intro", "heading")]);
    expect(elementRefs(byText(container, "Write to us")!)).toEqual([ref("intro", "action.label")]);
    expect(elementRefs(byText(container, "Questions")!)).toEqual([ref("faq", "heading")]);
    expect(elementRefs(byText(container, "Kept short")!)).toEqual([
      ref("promises", "cards.0.title"),
    ]);
    expect(elementRefs(byText(container, "Twelve months at most.")!)).toEqual([
      ref("promises", "cards.0.text"),
    ]);
    expect(container.innerHTML).not.toContain("\u2062");
  });

  it("opens a question with its answer, which the closed question hides", () => {
    const container = drawMarked();
    const summary = container.querySelector("summary")!;
    expect(elementRefs(summary)).toEqual([
      ref("faq", "questions.0.question"),
      ref("faq", "questions.0.answer"),
    ]);
    expect(elementRefs(byText(container, "Never.")!)).toEqual([ref("faq", "questions.0.answer")]);
  });

  it("leaves a blank optional text out, as visitors' pages do, marks and all", () => {
    const container = drawMarked();
    expect(container.querySelector("[data-block-id='intro'] p")).toBeNull();
  });

  it("sends only a block without in-place texts (the rich text) to the page's form", () => {
    const container = drawMarked();
    const wrappers = [...container.children].filter((child) => child.hasAttribute(REFS_ATTRIBUTE));
    expect(wrappers).toHaveLength(1);
    expect(wrappers[0]).toHaveAttribute("data-block-id", "body");
    expect(elementRefs(wrappers[0]!)).toEqual([itemRef("pages", PAGE_ID, "layout")]);
    expect(container.querySelector("[data-block-id='body'] p")).not.toHaveAttribute(REFS_ATTRIBUTE);
  });

  it("says the page is marked, and keeps its rich text's body as stored", () => {
    const marked = markedPage(page);
    expect(marked.marked).toBe(true);
    expect(marked.layout[1]).toBe(layout[1]);
    expect(page.layout[0]).toMatchObject({ heading: "How we treat your data" });
    expect(hasMarks(JSON.stringify(page.layout))).toBe(false);
  });
});

describe("visitors' built pages", () => {
  it("carry no marks and no editing attributes", () => {
    const { container } = render(<PageBlocks layout={layout} data={NO_BLOCK_DATA} />);
    expect(container.innerHTML).not.toContain("\u2062");
    expect(container.innerHTML).not.toContain("data-edit");
  });
});
