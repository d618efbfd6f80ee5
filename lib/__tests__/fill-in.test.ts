import { blanksIn, fillIn } from "@/lib/fill-in";

describe("fillIn", () => {
  it("fills each named blank, as often as it appears", () => {
    expect(
      fillIn("All {count} in {subcategory}", { count: 6, subcategory: "Security & V&V" }),
    ).toBe("All 6 in Security & V&V");
    expect(fillIn("{count} of {count}", { count: 3 })).toBe("3 of 3");
  });

  it("leaves a blank it has no value for as written, and text without blanks alone", () => {
    expect(fillIn("All {cuont} industries", { count: 7 })).toBe("All {cuont} industries");
    expect(fillIn("No blanks {here", { count: 1 })).toBe("No blanks {here");
    // A value's own braces are not filled again.
    expect(fillIn("{a} and {b}", { a: "{b}", b: "two" })).toBe("{b} and two");
  });
});

describe("blanksIn", () => {
  it("lists a text's blanks once each, in order", () => {
    expect(blanksIn("{count} services in {practice}: {count}")).toEqual(["{count}", "{practice}"]);
    expect(blanksIn("No blanks")).toEqual([]);
  });
});
