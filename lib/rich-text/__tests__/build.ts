/** Small builders for test bodies, written as plain JSON values (what the API receives). */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const MEDIA_ID = "7d3c1b0e-2f4a-4c5d-9e8f-0a1b2c3d4e5f";

export const doc = (...content: Json[]): Json => ({ type: "doc", content });
export const paragraph = (...content: Json[]): Json => ({ type: "paragraph", content });
export const text = (value: string, marks?: Json[]): Json =>
  marks ? { type: "text", text: value, marks } : { type: "text", text: value };
export const link = (href: Json): Json => ({ type: "link", attrs: { href } });
export const linked = (href: Json): Json => doc(paragraph(text("Read more", [link(href)])));
export const heading = (level: Json, value = "Title"): Json => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});
export const image = (attrs: { [key: string]: Json }): Json => ({ type: "image", attrs });

/** Blockquotes inside each other, the innermost holding a paragraph: depth + 1 levels. */
export function nested(depth: number): Json {
  let node: Json = paragraph(text("deep"));
  for (let i = 0; i < depth; i += 1) node = { type: "blockquote", content: [node] };
  return doc(node);
}
