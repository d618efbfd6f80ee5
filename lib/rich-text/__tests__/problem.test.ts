import { richTextProblems as problems } from "@/content/rich-text";
import { RICH_TEXT_MAX_BYTES } from "../document";
import { jsonbTextBytes } from "../jsonb";
import { documentProblem } from "../problem";
import { doc, heading, image, MEDIA_ID, nested, paragraph, text } from "./build";
import { hostile, hostileDocuments } from "./hostile-documents";
import { bodyOfSize, validDocuments } from "./valid-documents";

describe("documentProblem", () => {
  it("has at least 50 hostile bodies to refuse", () => {
    expect(hostileDocuments.length).toBeGreaterThanOrEqual(50);
    expect(new Set(hostileDocuments.map((entry) => entry.name)).size).toBe(hostileDocuments.length);
  });

  it.each(hostileDocuments.map((entry) => [entry.name, entry.body] as const))(
    "refuses %s",
    (_name, body) => {
      expect(documentProblem(body)).toEqual(expect.any(String));
    },
  );

  it.each(validDocuments.map((entry) => [entry.name, entry.body] as const))(
    "accepts %s",
    (_name, body) => {
      expect(documentProblem(body)).toBeNull();
    },
  );

  it.each([
    ["document null", problems.notDocument],
    ["document without content", problems.notDocument],
    ["300 KB body", problems.tooLarge],
    ["nested 100 deep", problems.tooDeep],
    ["nested one past the limit", problems.tooDeep],
    ["script node", problems.unknownNode('"script"')],
    ["node of type __proto__", problems.unknownNode('"__proto__"')],
    ["text straight in the document", problems.misplaced('"text"', '"doc"')],
    ["paragraph with a style field", problems.fieldNotAllowed('"paragraph"', '"style"')],
    ["__proto__ field on a node", problems.fieldNotAllowed('"paragraph"', '"__proto__"')],
    ["paragraph with onclick", problems.attrNotAllowed('"paragraph"', '"onclick"')],
    ["heading level 1", problems.headingLevel],
    ["heading level as a string", problems.headingLevel],
    ["heading without a level", problems.headingLevel],
    ["image with src instead of mediaId", problems.attrNotAllowed('"image"', '"src"')],
    ["image with a path for mediaId", problems.imageMedia],
    ["image with blank alt", problems.imageAlt],
    ["image with long alt", problems.imageAltLength],
    ["image with long caption", problems.imageCaptionLength],
    ["empty text", problems.text],
    ["marks not an array", problems.marksNotList],
    ["mark that is null", problems.notMark],
    ["mark of type toString", problems.unknownMark('"toString"')],
    ["link opening a new window", problems.markAttrInvalid('"link"', '"target"')],
    ["link with onclick", problems.markAttrNotAllowed('"link"', '"onclick"')],
    ["link without an href", problems.linkNoAddress],
    ["javascript: link", problems.linkRefused('"javascript:alert(1)"')],
    ["a link to javascript deep in a table", problems.linkRefused('"javascript:alert(1)"')],
    ["attrs that are an array", problems.attrsNotObject('"orderedList"')],
    ["paragraph content not an array", problems.contentNotList('"paragraph"')],
    ["table cell colspan as a string", problems.attrInvalid('"tableCell"', '"colspan"')],
  ])("says why it refuses %s", (name, message) => {
    expect(documentProblem(hostile(name))).toBe(message);
  });

  it("counts text as a level of depth: a table cell's text in a list in a quote is at 8", () => {
    const cellText = paragraph(text("x"));
    const table = {
      type: "table",
      content: [{ type: "tableRow", content: [{ type: "tableCell", content: [cellText] }] }],
    };
    const list = { type: "bulletList", content: [{ type: "listItem", content: [table] }] };
    expect(documentProblem(doc({ type: "blockquote", content: [list] }))).toBeNull();
    expect(documentProblem(nested(10))).toBeNull();
    expect(documentProblem(nested(11))).toBe(problems.tooDeep);
  });

  it("reports the first problem in document order", () => {
    expect(documentProblem(doc(heading(1), image({ alt: "x" })))).toBe(problems.headingLevel);
    expect(documentProblem(doc(image({ alt: "x" }), heading(1)))).toBe(problems.imageMedia);
  });

  it("checks attributes in the order the database keeps them: shorter names first", () => {
    expect(documentProblem(doc(image({ mediaId: "x", alt: "" })))).toBe(problems.imageAlt);
  });

  it("measures size as the stored jsonb text, spaces after ':' and ',' included", () => {
    expect(jsonbTextBytes({ b: [1, 2], a: "é" })).toBe('{"a": "é", "b": [1, 2]}'.length + 1);
    expect(jsonbTextBytes({ n: 1e21, m: 1.5e-7 })).toBe(
      '{"m": 0.00000015, "n": 1000000000000000000000}'.length,
    );
    expect(documentProblem(bodyOfSize(RICH_TEXT_MAX_BYTES))).toBeNull();
    expect(documentProblem(bodyOfSize(RICH_TEXT_MAX_BYTES + 1))).toBe(problems.tooLarge);
  });

  it("never throws, whatever it is given", () => {
    const deep: unknown[] = [];
    let cursor = deep;
    for (let i = 0; i < 100_000; i += 1) {
      const next: unknown[] = [];
      cursor.push(next);
      cursor = next;
    }
    for (const input of [
      undefined,
      () => 1,
      Symbol("x"),
      new Date(),
      { type: "doc", content: deep },
    ]) {
      expect(() => documentProblem(input)).not.toThrow();
    }
  });

  it("accepts an image with the library's id and alt text", () => {
    expect(documentProblem(doc(image({ mediaId: MEDIA_ID, alt: "A chip" })))).toBeNull();
  });
});
