/**
 * @jest-environment node
 */
import { layoutProblem } from "@/lib/blocks/validate";
import { wordCount } from "@/lib/rich-text/stats";
import { BUILT_PAGE_LAYOUT, WORDS_PER_BLOCK } from "../built-page";

describe("the page the benchmark builds", () => {
  it("is a layout the database keeps", () => {
    expect(layoutProblem(BUILT_PAGE_LAYOUT)).toBeNull();
  });

  it("has a hero, two rich-text blocks and five questions, none of them interactive", () => {
    expect(BUILT_PAGE_LAYOUT.map((block) => block.type)).toEqual([
      "hero",
      "rich-text",
      "rich-text",
      "questions",
    ]);
    const questions = BUILT_PAGE_LAYOUT.find((block) => block.type === "questions");
    expect(questions?.type === "questions" && questions.questions).toHaveLength(5);
  });

  it("holds about 600 words in each rich-text block, and the two differ", () => {
    const bodies = BUILT_PAGE_LAYOUT.flatMap((block) =>
      block.type === "rich-text" ? [block.body] : [],
    );
    for (const body of bodies) {
      expect(wordCount(body)).toBeGreaterThanOrEqual(WORDS_PER_BLOCK * 0.9);
      expect(wordCount(body)).toBeLessThanOrEqual(WORDS_PER_BLOCK * 1.1);
    }
    expect(JSON.stringify(bodies[0])).not.toEqual(JSON.stringify(bodies[1]));
  });
});
