import { headingPrefixes } from "../heading-prefixes";
import type { Block } from "../types";

const text = (id: string): Block => ({ id, type: "rich-text", body: { type: "doc", content: [] } });
const hero = (id: string): Block => ({ id, type: "hero", heading: "Hello" });

describe("headingPrefixes", () => {
  it("leaves the first rich-text block's ids plain and numbers the later ones", () => {
    expect(headingPrefixes([hero("a"), text("b"), hero("c"), text("d"), text("e")])).toEqual([
      "",
      "",
      "",
      "part-2-",
      "part-3-",
    ]);
  });

  it("gives a page without rich text no prefixes", () => {
    expect(headingPrefixes([hero("a")])).toEqual([""]);
    expect(headingPrefixes([])).toEqual([]);
  });
});
