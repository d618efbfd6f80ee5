import { hasImage, minutesForWords, plainText, readingMinutes, wordCount } from "../stats";
import { doc, image, MEDIA_ID, paragraph, text } from "./build";
import { everyNode } from "./valid-documents";

describe("plainText", () => {
  it("gives one line per paragraph, heading, code block and caption", () => {
    const lines = plainText(everyNode).split("\n");
    expect(lines[0]).toBe("Design for test");
    expect(lines[1]).toBe("Plain, bold, italic and code a link");
    expect(lines).toContain("The board under test");
    expect(lines).toContain("Quoted <script>alert(1)</script>");
    expect(lines).toContain("99%");
  });

  it("leaves out what the renderer drops", () => {
    expect(
      plainText(doc({ type: "script", content: [text("alert(1)")] }, paragraph(text("Hi")))),
    ).toBe("Hi");
    expect(plainText(null)).toBe("");
  });
});

describe("wordCount and readingMinutes", () => {
  it("counts words with a letter or a digit", () => {
    expect(wordCount(doc(paragraph(text("Scan chains — 3 of them, über fast."))))).toBe(7);
    expect(wordCount(doc(image({ mediaId: MEDIA_ID, alt: "not counted" })))).toBe(0);
  });

  it("reads 220 words a minute, rounded up, at least one", () => {
    const words = (count: number) =>
      doc(paragraph(text(Array.from({ length: count }, () => "word").join(" "))));
    expect(readingMinutes(words(0))).toBe(1);
    expect(readingMinutes(words(220))).toBe(1);
    expect(readingMinutes(words(221))).toBe(2);
    expect(readingMinutes(words(1100))).toBe(5);
    // A stored word count reads the same.
    expect([0, 220, 221, 1100].map(minutesForWords)).toEqual([1, 1, 2, 5]);
  });
});

describe("hasImage", () => {
  const picture = image({ mediaId: MEDIA_ID, alt: "The board" });
  it("finds an image at the top or inside a list or a quote", () => {
    expect(hasImage(doc(picture))).toBe(true);
    expect(
      hasImage(doc({ type: "blockquote", content: [paragraph(text("Before")), picture] })),
    ).toBe(true);
  });

  it("finds none in words alone, even words naming one", () => {
    expect(hasImage(doc(paragraph(text('{"type":"image"}'))))).toBe(false);
    expect(hasImage(null)).toBe(false);
  });
});
