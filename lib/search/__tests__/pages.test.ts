import { GAP, pageCount, pageWindow, resultRange } from "@/lib/search/pages";
import { MAX_PAGE } from "@/lib/search/query";

describe("pageCount", () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [57, 3],
  ])("%i results fill %i pages of 20", (total, pages) => {
    expect(pageCount(total, 20)).toBe(pages);
  });

  it("stops at the last page the search serves", () => {
    expect(pageCount(1_000_000, 20)).toBe(MAX_PAGE);
  });
});

describe("resultRange", () => {
  it("numbers a page's results among all of them", () => {
    expect(resultRange(1, 20, 20, 57)).toEqual({ from: 1, to: 20, total: 57 });
    expect(resultRange(3, 20, 17, 57)).toEqual({ from: 41, to: 57, total: 57 });
  });
});

describe("pageWindow", () => {
  it("numbers every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and the pages near the current one", () => {
    expect(pageWindow(10, 20)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, GAP, 20]);
    expect(pageWindow(20, 20)).toEqual([1, GAP, 18, 19, 20]);
  });

  it("shows a single left-out number rather than a gap for it", () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 20]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
