import type { RichTextDocument } from "@/lib/rich-text/document";
import {
  clearRichTextDraft,
  readRichTextDraft,
  sameDocument,
  writeRichTextDraft,
} from "../draft-storage";

const doc = (text: string): RichTextDocument => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

beforeEach(() => localStorage.clear());

it("writes a draft with its time and reads it back", () => {
  writeRichTextDraft("post:1", doc("Hello"), new Date("2026-05-04T10:30:00Z"));
  expect(readRichTextDraft("post:1")).toEqual({
    doc: doc("Hello"),
    savedAt: "2026-05-04T10:30:00.000Z",
  });
  expect(readRichTextDraft("post:2")).toBeNull();
});

it("clears a draft", () => {
  writeRichTextDraft("post:1", doc("Hello"));
  clearRichTextDraft("post:1");
  expect(readRichTextDraft("post:1")).toBeNull();
  expect(localStorage.getItem("post:1")).toBeNull();
});

it.each([
  ["not JSON", "{"],
  ["not an object", "42"],
  ["without a time", JSON.stringify({ doc: doc("Hi") })],
  ["with a time that is not one", JSON.stringify({ doc: doc("Hi"), savedAt: "soon" })],
  ["without a document", JSON.stringify({ savedAt: "2026-05-04T10:30:00Z" })],
  [
    "with something else than a document",
    JSON.stringify({ doc: { type: "page" }, savedAt: "2026-05-04T10:30:00Z" }),
  ],
])("reads nothing from a stored value %s", (_, stored) => {
  localStorage.setItem("post:1", stored);
  expect(readRichTextDraft("post:1")).toBeNull();
});

it("reads a stored draft as the body may hold it", () => {
  const stored = {
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [
          {
            type: "text",
            text: "Go",
            marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
          },
        ],
      },
    ],
  };
  localStorage.setItem("post:1", JSON.stringify({ doc: stored, savedAt: "2026-05-04T10:30:00Z" }));
  expect(readRichTextDraft("post:1")?.doc).toEqual(doc("Go"));
});

it("keeps working where the browser refuses storage", () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  expect(() => writeRichTextDraft("post:1", doc("Hi"))).not.toThrow();
  setItem.mockRestore();
});

it("compares documents whatever the order of their keys", () => {
  const reordered = JSON.parse(
    '{"content":[{"content":[{"text":"Hello","type":"text"}],"type":"paragraph"}],"type":"doc"}',
  ) as RichTextDocument;
  expect(sameDocument(doc("Hello"), reordered)).toBe(true);
  expect(sameDocument(doc("Hello"), doc("Hello!"))).toBe(false);
});
