import { blockTypeNames } from "@/content/admin-blocks";
import { onPageEditorText } from "@/content/admin-on-page";
import { blockTextAt, blockTextLabel, blockTexts, withBlockText } from "../block-texts";
import type { Block, PageLayout } from "../types";
import { layoutProblem } from "../validate";
import {
  callToAction,
  card,
  figure,
  figures,
  handCards,
  hero,
  imageBlock,
  question,
  questions,
  richText,
} from "./layouts";
import { doc, paragraph, text } from "@/lib/rich-text/__tests__/build";

const t = onPageEditorText.blockTexts;

const layout = [
  hero({ text: "Chips, boards and code.", action: { label: "Talk to us", href: "/contact" } }),
  richText(doc(paragraph(text("We keep only what you send us.")))),
  handCards([card(), card({ title: "Validation" })], { heading: "What we do" }),
  figures([figure()]),
  questions([question(), question({ question: "Do you sell data?", answer: "Never." })]),
  imageBlock({ caption: "Our lab" }),
  callToAction({ label: "Write to us", href: "mailto:hello@example.com" }, { heading: "Next" }),
] as unknown as PageLayout;

const blockOf = (id: string) => layout.find((block) => block.id === id)!;

describe("blockTexts: the words a block shows that are edited where they stand", () => {
  it("lists a hero's heading, text and button label, in its form's order, with its form's labels", () => {
    expect(blockTexts(blockOf("hero"))).toEqual([
      { path: "heading", value: "Embedded World 2027", label: "Heading", multiline: false },
      { path: "text", value: "Chips, boards and code.", label: "Text (optional)", multiline: true },
      { path: "action.label", value: "Talk to us", label: "Button label", multiline: false },
    ]);
  });

  it("lists every written card's, figure's and question's words, item by item", () => {
    expect(blockTexts(blockOf("cards")).map((found) => [found.path, found.label])).toEqual([
      ["heading", "Heading (optional)"],
      ["cards.0.title", "Card 1 › Title"],
      ["cards.0.text", "Card 1 › Text"],
      ["cards.1.title", "Card 2 › Title"],
      ["cards.1.text", "Card 2 › Text"],
    ]);
    expect(blockTexts(blockOf("figures")).map((found) => found.path)).toEqual([
      "figures.0.figure",
      "figures.0.label",
    ]);
    expect(blockTexts(blockOf("questions")).at(-1)).toEqual({
      path: "questions.1.answer",
      value: "Never.",
      label: "Question 2 › Answer",
      multiline: true,
    });
    expect(blockTexts(blockOf("image")).map((found) => found.path)).toEqual(["caption"]);
  });

  it("leaves a rich text's body to the page's form, and an absent optional text out", () => {
    expect(blockTexts(blockOf("text"))).toEqual([]);
    expect(blockTexts(hero() as unknown as Block).map((found) => found.path)).toEqual(["heading"]);
  });

  it("names a text for the editor by its block's place and kind, as the form numbers them", () => {
    const found = blockTextAt(layout, { block: "questions", path: "questions.1.question" })!;
    expect(found.position).toBe(5);
    expect(blockTextLabel(found.position, found.block, found.text)).toBe(
      `5. ${blockTypeNames.questions} › Question 2 › Question`,
    );
    expect(blockTextAt(layout, { block: "gone", path: "heading" })).toBeNull();
    expect(blockTextAt(layout, { block: "text", path: "body" })).toBeNull();
  });
});

describe("withBlockText: one text replaced inside a layout, checked by the blocks' rules", () => {
  it("replaces exactly that text, leaving every other block and field as it was", () => {
    const changed = withBlockText(layout, { block: "hero", path: "heading" }, "Privacy, plainly");
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(changed.layout[0]).toEqual({ ...layout[0], heading: "Privacy, plainly" });
    expect(changed.layout.slice(1)).toEqual(layout.slice(1));
    // The layout it was given is not changed: it is what the preview still shows.
    expect(layout[0]).toMatchObject({ heading: "Embedded World 2027" });
    expect(layoutProblem(changed.layout)).toBeNull();
  });

  it("reaches into a button and into a list's items", () => {
    const label = withBlockText(layout, { block: "hero", path: "action.label" }, "Ask an engineer");
    expect(label.ok && label.layout[0]).toMatchObject({
      action: { label: "Ask an engineer", href: "/contact" },
    });
    const answer = withBlockText(
      layout,
      { block: "questions", path: "questions.1.answer" },
      "Not ever.\nNot to anyone.",
    );
    expect(answer.ok && answer.layout[4]).toMatchObject({
      questions: [
        question(),
        { question: "Do you sell data?", answer: "Not ever.\nNot to anyone." },
      ],
    });
  });

  it("refuses a required text left blank, with the sentence the block's form shows", () => {
    expect(withBlockText(layout, { block: "hero", path: "heading" }, "   ")).toEqual({
      ok: false,
      message: "The heading is missing.",
    });
    expect(withBlockText(layout, { block: "cards", path: "cards.1.title" }, "")).toEqual({
      ok: false,
      message: "The title of card 2 is missing.",
    });
  });

  it("refuses words longer than the block allows, saying the limit", () => {
    expect(
      withBlockText(layout, { block: "figures", path: "figures.0.figure" }, "x".repeat(21)),
    ).toEqual({ ok: false, message: "The number of figure 1 is too long: at most 20 characters." });
  });

  it("lets an optional text be emptied: the page then leaves it out", () => {
    const changed = withBlockText(layout, { block: "image", path: "caption" }, "");
    expect(changed.ok && changed.layout[5]).toMatchObject({ caption: "" });
  });

  it("says so when the block is gone or the text is not one edited in place, and changes nothing", () => {
    expect(withBlockText(layout, { block: "removed", path: "heading" }, "Hi")).toEqual({
      ok: false,
      message: t.gone,
    });
    expect(withBlockText(layout, { block: "text", path: "body" }, "Hi")).toEqual({
      ok: false,
      message: t.notHere,
    });
    expect(withBlockText(layout, { block: "hero", path: "imageId" }, "Hi")).toEqual({
      ok: false,
      message: t.notHere,
    });
    expect(withBlockText(null, { block: "hero", path: "heading" }, "Hi")).toEqual({
      ok: false,
      message: t.gone,
    });
  });
});

describe("a layout the database did not check", () => {
  it("finds no text in a list that is not one, and says the text is not edited in place", () => {
    const odd = [{ type: "questions", id: "faq", questions: "none" }];
    expect(blockTexts(odd[0] as unknown as Block)).toEqual([]);
    expect(withBlockText(odd, { block: "faq", path: "questions.0.answer" }, "Hi")).toEqual({
      ok: false,
      message: t.notHere,
    });
  });
});
