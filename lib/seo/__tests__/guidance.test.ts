import { DESCRIPTION_GUIDANCE, lengthVerdict, searchLength, TITLE_GUIDANCE } from "../guidance";

const of = (length: number) => "a".repeat(length);

describe("length guidance", () => {
  it("holds titles to about 50–60 characters and descriptions to about 120–160", () => {
    expect(TITLE_GUIDANCE).toEqual({ min: 50, max: 60 });
    expect(DESCRIPTION_GUIDANCE).toEqual({ min: 120, max: 160 });
  });

  it.each([
    [0, "missing"],
    [49, "short"],
    [50, "good"],
    [60, "good"],
    [61, "long"],
  ] as const)("a %i-character title is %s", (length, verdict) => {
    expect(lengthVerdict(of(length), TITLE_GUIDANCE)).toBe(verdict);
  });

  it.each([
    [119, "short"],
    [120, "good"],
    [160, "good"],
    [161, "long"],
  ] as const)("a %i-character description is %s", (length, verdict) => {
    expect(lengthVerdict(of(length), DESCRIPTION_GUIDANCE)).toBe(verdict);
  });

  it("counts characters, not spaces around them or the bytes of an accent", () => {
    expect(searchLength("  Café  ")).toBe(4);
    expect(lengthVerdict("   ", TITLE_GUIDANCE)).toBe("missing");
  });
});
