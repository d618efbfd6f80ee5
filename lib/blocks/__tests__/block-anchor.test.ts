import { blockFromHash, blockHashOf } from "../block-anchor";

describe("a link to one block of a page's form", () => {
  it("names the block an element of the page is in", () => {
    document.body.innerHTML =
      '<div data-block-id="hero-1"><section><h1 id="inside">Hello</h1></section></div><p id="outside">x</p>';
    expect(blockHashOf(document.getElementById("inside")!)).toBe("#block-hero-1");
    expect(blockHashOf(document.getElementById("outside")!)).toBe("");
  });

  it("reads the block back from the address, and nothing from any other hash", () => {
    expect(blockFromHash("#block-hero-1")).toBe("hero-1");
    expect(blockFromHash(blockHashOf(Object.assign(document.createElement("div"), {})))).toBeNull();
    expect(blockFromHash("#leadership")).toBeNull();
    expect(blockFromHash("#block-")).toBeNull();
    expect(blockFromHash("#block-%E0%A4%A")).toBeNull();
  });
});
