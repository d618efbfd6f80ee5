/**
 * The nodes and marks a body may hold, the fields and attributes each may have, and which nodes
 * may sit in which: document.ts as data, for the checks and the normalizer.
 * public.rich_text_problem holds the same lists; change both together.
 */

const BLOCKS = [
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "blockquote",
  "codeBlock",
  "horizontalRule",
  "image",
  "table",
];
const INLINES = ["text", "hardBreak"];

export interface NodeRule {
  /** The keys the node's object may have. */
  fields: ReadonlySet<string>;
  attrs: ReadonlySet<string>;
  /** The node types its content may hold; empty for a node without content. */
  children: ReadonlySet<string>;
}

function rule(attrs: string[], children: string[]): NodeRule {
  const fields = ["type", "attrs", ...(children.length > 0 ? ["content"] : [])];
  return { fields: new Set(fields), attrs: new Set(attrs), children: new Set(children) };
}

const cell = rule(["colspan", "rowspan", "colwidth"], BLOCKS);

/** Keyed by node type; a Map, so no type ("constructor", "__proto__") finds anything inherited. */
export const NODE_RULES: ReadonlyMap<string, NodeRule> = new Map([
  ["doc", { ...rule([], BLOCKS), fields: new Set(["type", "content"]) }],
  ["paragraph", rule([], INLINES)],
  ["heading", rule(["level"], INLINES)],
  ["bulletList", rule([], ["listItem"])],
  ["orderedList", rule(["start", "type"], ["listItem"])],
  ["listItem", rule([], BLOCKS)],
  ["blockquote", rule([], BLOCKS)],
  ["codeBlock", rule(["language"], ["text"])],
  ["horizontalRule", rule([], [])],
  ["image", rule(["mediaId", "alt", "caption"], [])],
  ["table", rule([], ["tableRow"])],
  ["tableRow", rule([], ["tableCell", "tableHeader"])],
  ["tableCell", cell],
  ["tableHeader", cell],
  ["hardBreak", rule([], [])],
  ["text", { fields: new Set(["type", "text", "marks"]), attrs: new Set(), children: new Set() }],
]);

export const MARK_FIELDS: ReadonlySet<string> = new Set(["type", "attrs"]);

/** Keyed by mark type: the attributes each may have. */
export const MARK_ATTRS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["bold", new Set<string>()],
  ["italic", new Set<string>()],
  ["code", new Set<string>()],
  ["link", new Set(["href", "target", "rel", "class"])],
]);
