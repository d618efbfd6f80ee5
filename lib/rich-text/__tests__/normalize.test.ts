import { richTextProblems as problems } from "@/content/rich-text";
import { EMPTY_DOCUMENT, type RichTextDocument } from "../document";
import { normalizeDocument } from "../normalize";
import { documentProblem } from "../problem";
import { doc, heading, image, type Json, link, MEDIA_ID, nested, paragraph, text } from "./build";
import { hostile, hostileDocuments } from "./hostile-documents";
import { everyNode, validDocuments } from "./valid-documents";

const blocks = (input: unknown) => normalizeDocument(input).content;

describe("normalizeDocument", () => {
  it.each([null, undefined, 42, "doc", [], { type: "doc" }, { type: "DOC", content: [] }])(
    "makes %p the empty document",
    (input) => {
      expect(normalizeDocument(input)).toEqual(EMPTY_DOCUMENT);
    },
  );

  it("keeps a valid body as it is, but for the link attributes it does not render", () => {
    const normalized = normalizeDocument(everyNode) as unknown as Json;
    expect(documentProblem(normalized)).toBeNull();
    const link = JSON.stringify(normalized).match(/"href":"https:[^}]*}/)![0];
    expect(link).toBe('"href":"https://example.com/a?b=1#c"}');
  });

  it("drops unknown nodes with their text", () => {
    expect(
      blocks(doc({ type: "script", content: [text("alert(1)")] }, paragraph(text("kept")))),
    ).toEqual([{ type: "paragraph", content: [{ type: "text", text: "kept" }] }]);
    expect(
      blocks(doc(paragraph(text("a"), { type: "mention", content: [text("b")] }, text("c")))),
    ).toEqual([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "a" },
          { type: "text", text: "c" },
        ],
      },
    ]);
  });

  it("drops attributes outside the list and nodes where they may not sit", () => {
    expect(
      blocks(doc({ type: "paragraph", attrs: { onclick: "x" }, style: "y" }, text("loose"))),
    ).toEqual([{ type: "paragraph" }]);
  });

  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [5, 4],
    [6, 4],
    ["3", 3],
    [null, 2],
  ])("moves heading level %p to %p", (level, expected) => {
    expect(blocks(doc(heading(level as Json)))[0]).toMatchObject({ attrs: { level: expected } });
  });

  it("keeps the text of a refused link, without the link", () => {
    expect(blocks(hostile("javascript: link"))).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "Read more" }] },
    ]);
    expect(
      blocks(doc(paragraph(text("x", [{ type: "bold" }, link("/ok"), { type: "strike" }])))),
    ).toEqual([
      {
        type: "paragraph",
        content: [
          {
            type: "text",
            text: "x",
            marks: [{ type: "bold" }, { type: "link", attrs: { href: "/ok" } }],
          },
        ],
      },
    ]);
  });

  it("drops images without a media id, and gives one without alt text an empty alt", () => {
    expect(blocks(doc(image({ src: "https://evil.example/x.png", alt: "x" })))).toEqual([
      { type: "paragraph" },
    ]);
    expect(blocks(doc(image({ mediaId: MEDIA_ID, onerror: "x" })))).toEqual([
      { type: "image", attrs: { mediaId: MEDIA_ID, alt: "" } },
    ]);
  });

  it("cuts nodes past the depth limit", () => {
    const cut = JSON.stringify(normalizeDocument(nested(11)));
    expect(cut).not.toContain("deep");
    expect(JSON.stringify(normalizeDocument(nested(10)))).toContain("deep");
  });

  it("drops lists, tables and rows left empty, and empty text", () => {
    expect(
      blocks(
        doc(
          { type: "bulletList", content: [] },
          { type: "table", content: [{ type: "tableRow", content: [] }] },
          paragraph(text("")),
        ),
      ),
    ).toEqual([{ type: "paragraph" }]);
  });

  it("makes every hostile body one the database accepts, but for its size and images' texts", () => {
    for (const { body } of hostileDocuments) {
      const normalized = normalizeDocument(body);
      // Harmless to show: a missing alt text is read from the library instead.
      expect([
        null,
        problems.imageAlt,
        problems.imageAltLength,
        problems.imageCaptionLength,
        problems.tooLarge,
      ]).toContain(documentProblem(normalized));
      expect(JSON.stringify(normalized)).not.toMatch(
        /javascript|vbscript|data:|onclick|__proto__|script"/i,
      );
    }
  });

  it("gives the same body when run twice", () => {
    for (const { body } of [...hostileDocuments, ...validDocuments]) {
      const once = normalizeDocument(body);
      expect(normalizeDocument(once)).toEqual(once);
    }
  });

  it("never lets a __proto__ key change an object's prototype", () => {
    const normalized: RichTextDocument = normalizeDocument(hostile("__proto__ attribute"));
    expect(Object.getPrototypeOf(normalized.content[0]!)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
