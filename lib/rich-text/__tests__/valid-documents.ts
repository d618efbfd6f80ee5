/** Bodies that must be stored as they are: every node, mark and attribute the editor makes. */
import { RICH_TEXT_MAX_BYTES } from "../document";
import { jsonbTextBytes } from "../jsonb";
import { doc, heading, image, type Json, link, MEDIA_ID, nested, paragraph, text } from "./build";

export interface ValidDocument {
  name: string;
  body: Json;
}

const cell = (
  type: string,
  value: string,
  attrs: Json = { colspan: 1, rowspan: 1, colwidth: null },
) => ({
  type,
  attrs,
  content: [paragraph(text(value))],
});

export const everyNode: Json = doc(
  heading(2, "Design for test"),
  paragraph(
    text("Plain, "),
    text("bold", [{ type: "bold" }]),
    text(", "),
    text("italic", [{ type: "italic" }]),
    text(" and "),
    text("code", [{ type: "code" }]),
    { type: "hardBreak" },
    text("a link", [
      {
        type: "link",
        attrs: {
          href: "https://example.com/a?b=1#c",
          target: null,
          rel: "noopener noreferrer nofollow",
          class: null,
        },
      },
    ]),
  ),
  heading(3, "Scan chains"),
  { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("One"))] }] },
  {
    type: "orderedList",
    attrs: { start: 3, type: null },
    content: [
      {
        type: "listItem",
        content: [
          paragraph(text("Three")),
          {
            type: "bulletList",
            content: [{ type: "listItem", content: [paragraph(text("Inner"))] }],
          },
        ],
      },
    ],
  },
  { type: "blockquote", content: [paragraph(text("Quoted <script>alert(1)</script>"))] },
  {
    type: "codeBlock",
    attrs: { language: "typescript" },
    content: [text("const a = 1;\nconst b = 2;")],
  },
  { type: "horizontalRule" },
  image({ mediaId: MEDIA_ID, alt: "A test board", caption: "The board under test" }),
  image({ mediaId: MEDIA_ID, alt: "No caption", caption: null }),
  heading(4, "Results"),
  {
    type: "table",
    content: [
      { type: "tableRow", content: [cell("tableHeader", "Chip"), cell("tableHeader", "Coverage")] },
      {
        type: "tableRow",
        content: [
          cell("tableCell", "A"),
          cell("tableCell", "99%", { colspan: 1, rowspan: 2, colwidth: [120] }),
        ],
      },
      { type: "tableRow", content: [cell("tableCell", "B")] },
    ],
  },
  paragraph(
    text("Mail", [link("mailto:info@example.com?subject=Hello")]),
    text(" or call", [link("tel:+44 (0)20 7946-0000")]),
    text(" or see", [link("/services/dft")]),
    text(" or jump", [link("#results")]),
    text(" or home", [link("/")]),
  ),
  { type: "paragraph" },
);

/** A body whose stored text is exactly `bytes` long, with two-byte characters in it. */
export function bodyOfSize(bytes: number): Json {
  const base = doc(paragraph(text("é")));
  const padding = bytes - jsonbTextBytes(base);
  return doc(paragraph(text(`é${"a".repeat(padding)}`)));
}

export const validDocuments: ValidDocument[] = [
  { name: "every node, mark and attribute", body: everyNode },
  { name: "the empty document", body: { type: "doc", content: [{ type: "paragraph" }] } },
  { name: "no content at all", body: { type: "doc", content: [] } },
  { name: "nested to the limit", body: nested(10) },
  { name: "exactly at the size limit", body: bodyOfSize(RICH_TEXT_MAX_BYTES) },
  {
    name: "numbers written as decimals",
    body: doc({ ...(heading(2) as object), attrs: { level: 2.0 } }),
  },
  {
    name: "text that looks like HTML",
    body: doc(paragraph(text('<script>alert(1)</script><a href="javascript:x">'))),
  },
];
