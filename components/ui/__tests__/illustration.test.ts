import { industries } from "@/content/industries";
import { DRAWN_INDUSTRIES } from "@/content/types";
import { industryIllustration } from "../illustration";

describe("industryIllustration", () => {
  it("gives each industry the site ships with its own drawing", () => {
    expect(DRAWN_INDUSTRIES.map(industryIllustration)).toEqual(
      DRAWN_INDUSTRIES.map((slug) => `industry-${slug}`),
    );
  });

  it("gives an industry added since the hero's drawing, never a missing one", () => {
    expect(industryIllustration("aerospace")).toBe("hero");
  });
});

it("has a drawing for every industry the site ships with", () => {
  expect(industries.map((industry) => industryIllustration(industry.slug))).not.toContain("hero");
});
