import { blockTypeNames } from "@/content/admin-blocks";
import { MEDIA_ID } from "@/lib/rich-text/__tests__/build";
import { linkProblem } from "@/lib/rich-text/links";
import { newBlock } from "../new-block";
import { type Block, BLOCK_TYPES, type BlockType } from "../types";
import { blockFieldProblems, isLayout, layoutProblem } from "../validate";
import { callToAction, handCards, layoutCases, SERVICE_ID } from "./layouts";

const LINK_RULE =
  "cannot be used: it must be a page of this site (/about), a section of the page (#contact), a full web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).";

describe("layoutProblem", () => {
  it.each(layoutCases.map((entry) => [entry.name, entry] as const))(
    "answers %s",
    (_name, entry) => {
      expect(layoutProblem(entry.layout)).toBe(entry.problem);
    },
  );

  it("is tried on at least forty broken layouts and every type of block", () => {
    const broken = layoutCases.filter((entry) => entry.problem !== null);
    expect(broken.length).toBeGreaterThanOrEqual(40);
    for (const type of BLOCK_TYPES) {
      const name = blockTypeNames[type];
      expect(broken.some((entry) => entry.problem?.includes(`(${name}): `))).toBe(true);
    }
  });

  it("answers undefined as a layout that is not a list", () => {
    expect(layoutProblem(undefined)).toBe("The page's blocks must be a list.");
  });

  it("leaves out fields set to undefined, as JSON does", () => {
    expect(layoutProblem([{ type: "hero", id: "a", heading: "Hi", text: undefined }])).toBeNull();
  });
});

describe("isLayout", () => {
  it("holds exactly for the layouts without a problem", () => {
    for (const entry of layoutCases) {
      expect(isLayout(entry.layout)).toBe(entry.problem === null);
    }
  });
});

describe("links of buttons and cards", () => {
  // The rich-text rules decide, whatever the address: a button takes what a body's link takes.
  const hrefs = [
    "/services/dft",
    "#faq",
    "https://example.com",
    "mailto:info@example.com",
    "tel:+1 (555) 010-0000",
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "\tjavascript:alert(1)",
    "https://user:pass@evil.example",
    "file:///etc/passwd",
    "&#106;avascript:alert(1)",
  ];

  it.each(hrefs)("follow lib/rich-text/links.ts for %j", (href) => {
    const problem = layoutProblem([callToAction({ label: "Go", href })]);
    expect(problem === null).toBe(linkProblem(href) === null);
  });
});

describe("blockFieldProblems", () => {
  it("finds nothing in a block that may be saved", () => {
    const block: Block = {
      type: "call-to-action",
      id: "cta",
      heading: "Talk to an engineer",
      action: { label: "Contact us", href: "/contact" },
    };
    expect(blockFieldProblems(block)).toEqual({});
  });

  it("names a button's fields action.label and action.href", () => {
    const block: Block = {
      type: "hero",
      id: "hero",
      heading: "Hello",
      action: { label: " ", href: "javascript:alert(1)" },
    };
    expect(blockFieldProblems(block)).toEqual({
      "action.label": "The button's label is missing.",
      "action.href": `The button's link ${LINK_RULE}`,
    });
  });

  it("names a card's fields by the card's place from 0, and tells every problem", () => {
    const block: Block = {
      type: "cards",
      id: "cards",
      heading: "x".repeat(121),
      source: "hand",
      cards: [
        { title: "A", text: "B" },
        { title: "A", text: "" },
        { title: "", text: "B", href: "//evil.example" },
      ],
    };
    expect(blockFieldProblems(block)).toEqual({
      heading: "The heading is too long: at most 120 characters.",
      "cards.1.text": "The text of card 2 is missing.",
      "cards.2.title": "The title of card 3 is missing.",
      "cards.2.href": `The link of card 3 ${LINK_RULE}`,
    });
  });

  it("tells a list's own problem under the list, and its items' under theirs", () => {
    const figures = Array.from({ length: 7 }, () => ({ figure: "40%", label: "faster" }));
    figures[6] = { figure: "", label: "faster" };
    expect(blockFieldProblems({ type: "figures", id: "f", figures })).toEqual({
      figures: "There may be at most 6 figures.",
      "figures.6.figure": "The number of figure 7 is missing.",
    });
    expect(blockFieldProblems({ type: "questions", id: "q", questions: [] })).toEqual({
      questions: "Add at least one question.",
    });
  });

  it("names chosen items by their place in ids", () => {
    const block: Block = {
      type: "cards",
      id: "c",
      source: "industries",
      ids: [SERVICE_ID, "not-an-id", SERVICE_ID],
    };
    expect(blockFieldProblems(block)).toEqual({
      "ids.1": "Card 2 is not one of the choices: choose again.",
      "ids.2": "Card 3 is the same as card 1.",
    });
  });

  it("tells a rich-text body's problem in the rich-text words", () => {
    const block: Block = {
      type: "rich-text",
      id: "t",
      body: { type: "doc", content: [{ type: "image", attrs: { mediaId: "x", alt: "A" } }] },
    };
    expect(blockFieldProblems(block)).toEqual({
      body: 'An image must name a picture in the media library by its id ("mediaId").',
    });
  });

  it("tells the choices a form offers as choices to make", () => {
    const block: Block = {
      type: "latest-posts",
      id: "p",
      kind: "blog" as "news",
      industryId: MEDIA_ID,
      serviceId: "dft",
      count: 0,
    };
    expect(blockFieldProblems(block)).toEqual({
      kind: "The kind of posts is not one of the choices: choose again.",
      serviceId: "The service is not one of the choices: choose again.",
      count: "The number of posts must be a whole number from 1 to 12.",
    });
  });
});

describe("newBlock", () => {
  const missing: Record<BlockType, Record<string, string>> = {
    hero: { heading: "The heading is missing." },
    "rich-text": { body: "The text is missing." },
    image: { imageId: "Choose the image." },
    "two-columns": { text: "The text is missing.", imageId: "Choose the image." },
    cards: {
      "cards.0.title": "The title of card 1 is missing.",
      "cards.0.text": "The text of card 1 is missing.",
    },
    figures: {
      "figures.0.figure": "The number of figure 1 is missing.",
      "figures.0.label": "The label of figure 1 is missing.",
    },
    questions: {
      "questions.0.question": "The text of question 1 is missing.",
      "questions.0.answer": "The answer to question 1 is missing.",
    },
    "latest-posts": {},
    "call-to-action": {
      heading: "The heading is missing.",
      "action.label": "The button's label is missing.",
      "action.href": "The button's link is missing.",
    },
    contact: { heading: "The heading is missing.", department: "Choose the department." },
  };

  it.each(BLOCK_TYPES)("starts a %s block with its required fields to fill in", (type) => {
    const block = newBlock(type, "new-block");
    expect(block).toMatchObject({ type, id: "new-block" });
    expect(blockFieldProblems(block)).toEqual(missing[type]);
    const expected = Object.values(missing[type])[0];
    expect(layoutProblem([block])).toBe(
      expected === undefined
        ? null
        : `Block 1 (${blockTypeNames[type]}): ${expected.charAt(0).toLowerCase()}${expected.slice(1)}`,
    );
  });

  it("starts blocks that can be saved once filled in", () => {
    const filled = BLOCK_TYPES.map((type, i) => {
      const block = newBlock(type, `block-${i}`);
      const words = { heading: "A heading", text: "A text", imageId: MEDIA_ID };
      switch (block.type) {
        case "rich-text":
          return {
            ...block,
            body: {
              type: "doc",
              content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
            },
          } as Block;
        case "cards":
          return handCards([{ title: "A", text: "B" }]) as unknown as Block;
        case "figures":
          return { ...block, figures: [{ figure: "3×", label: "faster" }] };
        case "questions":
          return { ...block, questions: [{ question: "Why?", answer: "Because." }] };
        case "call-to-action":
          return { ...block, heading: "Go", action: { label: "Go", href: "/contact" } };
        case "contact":
          return { ...block, heading: "Write", department: "dft" };
        case "latest-posts":
          return block;
        default:
          return {
            ...block,
            ...Object.fromEntries(Object.entries(words).filter(([key]) => key in block)),
          } as Block;
      }
    });
    expect(layoutProblem(filled)).toBeNull();
  });

  it("gives each new rich-text block a body of its own", () => {
    const first = newBlock("rich-text", "a");
    const second = newBlock("rich-text", "b");
    if (first.type !== "rich-text" || second.type !== "rich-text") throw new Error("not rich text");
    expect(first.body).not.toBe(second.body);
  });
});
