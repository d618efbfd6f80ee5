import { slugify } from "@/lib/slug";

describe("slugify (the spec's service slug rule)", () => {
  it.each([
    ["lowercases the name", "ATE", "ate"],
    ["turns ' & ' into '-and-'", "Test & Validation", "test-and-validation"],
    ["turns '/' into '-'", "CI/CD", "ci-cd"],
    ["turns each space into '-'", "Bare metal programming", "bare-metal-programming"],
    [
      "removes commas",
      "Data Analytics, AI and Machine Learning",
      "data-analytics-ai-and-machine-learning",
    ],
    [
      "removes zero-width spaces (U+200B)",
      "Silicon\u200Bvalidation\u200B lab",
      "siliconvalidation-lab",
    ],
    [
      "combines every rule",
      "Design, Verification & Test/Debug\u200B",
      "design-verification-and-test-debug",
    ],
    ["turns ' & ' into '-and-' after removing a zero-width space", "A\u200B & B", "a-and-b"],
    ["leaves an '&' without surrounding spaces alone", "R&D", "r&d"],
    [
      "keeps existing hyphens",
      "In-house silicon validation lab",
      "in-house-silicon-validation-lab",
    ],
  ])("%s", (_rule, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("is idempotent on a slug", () => {
    expect(slugify("os-porting-and-customization")).toBe("os-porting-and-customization");
  });
});
