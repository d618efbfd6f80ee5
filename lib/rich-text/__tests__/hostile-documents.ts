/**
 * Bodies that must never be stored: documentProblem refuses each, and so does the database
 * (public.rich_text_problem, through the posts table's trigger and so through the REST API).
 * Every body is plain JSON, ready to send; the ones with "__proto__" keys are parsed from text,
 * so the key is the object's own and JSON.stringify sends it.
 */
import {
  doc,
  heading,
  image,
  type Json,
  link,
  linked,
  MEDIA_ID,
  nested,
  paragraph,
  text,
} from "./build";

export interface HostileDocument {
  name: string;
  body: Json;
}

const hostileHrefs: [string, string][] = [
  ["javascript: link", "javascript:alert(1)"],
  ["javascript: in mixed case", "JaVaScRiPt:alert(1)"],
  ["javascript: after leading spaces", "  javascript:alert(1)"],
  ["javascript: split by a tab", "java\tscript:alert(1)"],
  ["javascript: split by a newline", "java\nscript:alert(1)"],
  ["javascript: after a zero-width space", "\u200bjavascript:alert(1)"],
  ["javascript: with an entity colon", "javascript&#58;alert(1)"],
  ["javascript: with a named entity colon", "javascript&colon;alert(1)"],
  ["javascript: with an entity letter", "&#106;avascript:alert(1)"],
  ["javascript: with an entity tab", "jav&#x09;ascript:alert(1)"],
  ["javascript: behind a comment", "javascript://%0aalert(1)"],
  ["data: HTML", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["data: in capitals", "DATA:text/html,<script>alert(1)</script>"],
  ["vbscript: link", "vbscript:msgbox(1)"],
  ["file: link", "file:///etc/passwd"],
  ["ftp: link", "ftp://files.example.com/a"],
  ["protocol-relative link", "//evil.example/path"],
  ["backslash path to another host", "/\\evil.example"],
  ["double backslash", "\\\\evil.example"],
  ["https without slashes", "https:evil.example"],
  ["http without a host", "http://"],
  ["https with a user name", "https://www.example.com@evil.example/"],
  ["https with a space in the host", "https://exa mple.com"],
  ["https breaking out of the attribute", 'https://example.com/" onmouseover="alert(1)'],
  ["https with a line separator", "https://example.com/\u2028javascript:alert(1)"],
  ["mailto without an address", "mailto:"],
  ["mailto with markup", "mailto:a@example.com?body=<script>"],
  ["tel without digits", "tel:"],
  ["tel hiding javascript", "tel:javascript:alert(1)"],
  ["anchor with markup", "#<script>"],
  ["bare word", "example.com"],
  ["empty href", ""],
];

const linkBodies: HostileDocument[] = hostileHrefs.map(([name, href]) => ({
  name,
  body: linked(href),
}));

const withLinkAttrs = (attrs: { [key: string]: Json }): Json =>
  doc(paragraph(text("Read more", [{ type: "link", attrs }])));

const otherBodies: HostileDocument[] = [
  { name: "link href that is a number", body: linked(42) },
  { name: "link without an href", body: withLinkAttrs({}) },
  { name: "link opening a new window", body: withLinkAttrs({ href: "/a", target: "_blank" }) },
  { name: "link with a class", body: withLinkAttrs({ href: "/a", class: "button" }) },
  { name: "link with onclick", body: withLinkAttrs({ href: "/a", onclick: "alert(1)" }) },
  { name: "link with a style", body: withLinkAttrs({ href: "/a", style: "position:fixed" }) },
  {
    name: "link with href beside attrs",
    body: doc(paragraph(text("x", [{ type: "link", href: "/a", attrs: { href: "/a" } }]))),
  },
  { name: "script node", body: doc({ type: "script", content: [text("alert(1)")] }) },
  { name: "iframe node", body: doc({ type: "iframe", attrs: { src: "https://evil.example" } }) },
  { name: "style node", body: doc({ type: "style", content: [text("body{display:none}")] }) },
  { name: "html node", body: doc({ type: "html", content: "<img src=x onerror=alert(1)>" }) },
  { name: "inline html node", body: doc(paragraph({ type: "html", text: "<b>x</b>" })) },
  {
    name: "unknown mark with a style",
    body: doc(paragraph(text("x", [{ type: "textStyle", attrs: { style: "color:red" } }]))),
  },
  {
    name: "paragraph with onclick",
    body: doc({ type: "paragraph", attrs: { onclick: "alert(1)" } }),
  },
  { name: "paragraph with a style field", body: doc({ type: "paragraph", style: "display:none" }) },
  { name: "heading with a class", body: doc({ type: "heading", attrs: { level: 2, class: "x" } }) },
  {
    name: "image with src instead of mediaId",
    body: doc(image({ src: "https://evil.example/x.png", alt: "x" })),
  },
  {
    name: "image with a path for mediaId",
    body: doc(image({ mediaId: "../../etc/passwd", alt: "x" })),
  },
  { name: "image without alt", body: doc(image({ mediaId: MEDIA_ID })) },
  { name: "image with empty alt", body: doc(image({ mediaId: MEDIA_ID, alt: "" })) },
  { name: "image with blank alt", body: doc(image({ mediaId: MEDIA_ID, alt: " \u00a0\u200b" })) },
  { name: "image with long alt", body: doc(image({ mediaId: MEDIA_ID, alt: "a".repeat(301) })) },
  {
    name: "image with long caption",
    body: doc(image({ mediaId: MEDIA_ID, alt: "x", caption: "c".repeat(301) })),
  },
  {
    name: "image with content",
    body: doc({ ...(image({ mediaId: MEDIA_ID, alt: "x" }) as object), content: [] }),
  },
  { name: "heading level 1", body: doc(heading(1)) },
  { name: "heading level 7", body: doc(heading(7)) },
  { name: "heading level as a string", body: doc(heading("2")) },
  { name: "heading without a level", body: doc({ type: "heading", content: [text("x")] }) },
  { name: "nested 100 deep", body: nested(100) },
  { name: "nested one past the limit", body: nested(11) },
  {
    name: "300 KB body",
    body: doc(...Array.from({ length: 3000 }, () => paragraph(text("x".repeat(100))))),
  },
  { name: "content not an array", body: { type: "doc", content: "<script>alert(1)</script>" } },
  {
    name: "paragraph content not an array",
    body: doc({ type: "paragraph", content: { type: "text", text: "x" } }),
  },
  {
    name: "marks not an array",
    body: doc(paragraph({ type: "text", text: "x", marks: { type: "bold" } })),
  },
  { name: "mark that is null", body: doc(paragraph({ type: "text", text: "x", marks: [null] })) },
  { name: "text that is a number", body: doc(paragraph({ type: "text", text: 42 })) },
  { name: "empty text", body: doc(paragraph(text(""))) },
  { name: "text with attrs", body: doc(paragraph({ type: "text", text: "x", attrs: {} })) },
  { name: "document null", body: null },
  { name: "document number", body: 42 },
  { name: "document array", body: [] },
  { name: "document string", body: "<p>hello</p>" },
  { name: "document without content", body: { type: "doc" } },
  { name: "document type in capitals", body: { type: "DOC", content: [] } },
  { name: "document with attrs", body: { type: "doc", attrs: { class: "x" }, content: [] } },
  { name: "node without a type", body: doc({ content: [text("x")] }) },
  { name: "node that is a string", body: doc("<script>alert(1)</script>") },
  { name: "text straight in the document", body: doc(text("x")) },
  { name: "table row straight in the document", body: doc({ type: "tableRow", content: [] }) },
  { name: "document inside a paragraph", body: doc(paragraph(doc())) },
  {
    name: "hard break with content",
    body: doc(paragraph({ type: "hardBreak", content: [text("x")] })),
  },
  { name: "attrs that are an array", body: doc({ type: "orderedList", attrs: [1], content: [] }) },
  {
    name: "list start below zero",
    body: doc({ type: "orderedList", attrs: { start: -1 }, content: [] }),
  },
  {
    name: "list type with markup",
    body: doc({ type: "orderedList", attrs: { type: "<script>" }, content: [] }),
  },
  {
    name: "code language breaking out",
    body: doc({ type: "codeBlock", attrs: { language: 'js" onload="x' } }),
  },
  {
    name: "table cell colspan as a string",
    body: doc({
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [{ type: "tableCell", attrs: { colspan: "2" }, content: [] }],
        },
      ],
    }),
  },
  {
    name: "table cell colwidth of strings",
    body: doc({
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [{ type: "tableCell", attrs: { colwidth: ["x"] }, content: [] }],
        },
      ],
    }),
  },
  { name: "node of type constructor", body: doc({ type: "constructor" }) },
  { name: "node of type __proto__", body: doc({ type: "__proto__" }) },
  { name: "mark of type toString", body: doc(paragraph(text("x", [{ type: "toString" }]))) },
  {
    name: "__proto__ field on a node",
    body: JSON.parse(
      '{"type":"doc","content":[{"type":"paragraph","__proto__":{"polluted":true}}]}',
    ) as Json,
  },
  {
    name: "__proto__ attribute",
    body: JSON.parse(
      '{"type":"doc","content":[{"type":"heading","attrs":{"level":2,"__proto__":{"polluted":true}}}]}',
    ) as Json,
  },
  {
    name: "__proto__ on the document",
    body: JSON.parse('{"type":"doc","content":[],"__proto__":{"type":"doc"}}') as Json,
  },
  {
    name: "constructor attribute on a link",
    body: withLinkAttrs({ href: "/a", constructor: "x" }),
  },
  {
    name: "bold with an attribute",
    body: doc(paragraph(text("x", [{ type: "bold", attrs: { style: "x" } }]))),
  },
  {
    name: "a link to javascript deep in a table",
    body: doc({
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [
            { type: "tableHeader", content: [paragraph(text("x", [link("javascript:alert(1)")]))] },
          ],
        },
      ],
    }),
  },
];

export const hostileDocuments: HostileDocument[] = [...linkBodies, ...otherBodies];

/** For tests that look one up. */
export function hostile(name: string): Json {
  const found = hostileDocuments.find((entry) => entry.name === name);
  if (!found) throw new Error(`No hostile body is named ${name}`);
  return found.body;
}
