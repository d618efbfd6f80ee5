import { largestDrawnWidth, trimSrcSet } from "../srcset";

const LADDER = [160, 256, 384, 390, 480, 640, 828, 1080, 1440, 1920, 2500];
const url = (width: number) => `https://x.supabase.co/render/image/public/m/a.png?width=${width}`;
const srcSetOf = (widths: readonly number[]) => widths.map((w) => `${url(w)} ${w}w`).join(", ");
const widthsOf = (srcSet: string) =>
  srcSet.split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));

describe("largestDrawnWidth", () => {
  it.each([
    ["64px", 64],
    ["(min-width: 768px) 720px, 100vw", 768],
    ["(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw", 640],
    ["(min-width: 1024px) 480px, calc(100vw - 2rem)", 1024],
    ["(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)", 640],
    ["(min-width: 768px) 720px, calc(100vw - 2rem)", 768],
    ["20rem", 320],
  ])("%s is drawn at most %i px wide", (sizes, width) => {
    expect(largestDrawnWidth(sizes)).toBe(width);
  });

  it.each(["100vw", "(min-width: 640px) 50vw, 100vw", "(max-width: 600px) 100vw, 50vw", "auto"])(
    "%s has no bound it can read",
    (sizes) => {
      expect(largestDrawnWidth(sizes)).toBeNull();
    },
  );
});

describe("trimSrcSet", () => {
  it("offers a 64 px portrait one width, not eleven", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER), { sizes: "64px", fileWidth: 800 });
    expect(widthsOf(trimmed!.srcSet)).toEqual([160]);
    expect(trimmed!.src).toBe(url(160));
  });

  it("offers a card the widths up to twice its widest drawing, 30% apart", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER.filter((w) => w >= 256)), {
      sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
      fileWidth: 4000,
    });
    // Needed: 640 px at twice the pixels, so up to the first width at or past 1,280.
    expect(widthsOf(trimmed!.srcSet)).toEqual([256, 384, 640, 1080, 1440]);
    expect(trimmed!.src).toBe(url(1440));
  });

  it("never offers more pixels than the file has", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER), { sizes: "100vw", fileWidth: 1280 });
    expect(Math.max(...widthsOf(trimmed!.srcSet))).toBe(1080);
  });

  it("keeps a width equal to the file's own", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER), { sizes: "100vw", fileWidth: 640 });
    expect(widthsOf(trimmed!.srcSet)).toEqual([160, 256, 384, 640]);
  });

  it("keeps the smallest width for a file smaller than all of them", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER), { sizes: "100vw", fileWidth: 100 });
    expect(widthsOf(trimmed!.srcSet)).toEqual([160]);
  });

  it("leaves out widths less than 30% past the one before, but keeps the widest", () => {
    const trimmed = trimSrcSet(srcSetOf([384, 390, 480, 500]), { sizes: "100vw", fileWidth: 500 });
    expect(widthsOf(trimmed!.srcSet)).toEqual([384, 500]);
  });

  it("keeps widths up to the widest when sizes has no bound and the file is large", () => {
    const trimmed = trimSrcSet(srcSetOf(LADDER), { sizes: "100vw", fileWidth: 5000 });
    expect(widthsOf(trimmed!.srcSet)).toEqual([160, 256, 384, 640, 1080, 1440, 1920, 2500]);
  });

  it("gives null for a srcset it cannot read", () => {
    expect(trimSrcSet("", { sizes: "100vw", fileWidth: 500 })).toBeNull();
    expect(trimSrcSet("a.png 1x, a@2x.png 2x", { sizes: "100vw", fileWidth: 500 })).toBeNull();
  });
});
