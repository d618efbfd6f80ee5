/**
 * A rich-text body as it is stored (posts.body, the pages' rich-text blocks): a ProseMirror
 * document in Tiptap's JSON shape, limited to the nodes, marks and attributes below. The
 * database refuses anything else (public.rich_text_problem), the renderer drops it, and the
 * editor cannot make it.
 */

/** How large a stored document may be: 200 KB of JSON (200,000 bytes, UTF-8). */
export const RICH_TEXT_MAX_BYTES = 200_000;

/** How deep nodes may nest (a table cell in a list in a quote is 8). */
export const RICH_TEXT_MAX_DEPTH = 12;

export type HeadingLevel = 2 | 3 | 4;

export interface LinkMark {
  type: "link";
  /** An http(s), mailto or tel URL, a path on this site ("/services/dft") or "#anchor". */
  attrs: { href: string; target?: null; rel?: string | null; class?: null };
}

export type Mark = { type: "bold" | "italic" | "code" } | LinkMark;

export interface TextNode {
  type: "text";
  text: string;
  marks?: Mark[];
}

export interface HardBreakNode {
  type: "hardBreak";
}

export type InlineNode = TextNode | HardBreakNode;

export interface ParagraphNode {
  type: "paragraph";
  content?: InlineNode[];
}

export interface HeadingNode {
  type: "heading";
  attrs: { level: HeadingLevel };
  content?: InlineNode[];
}

export interface ListItemNode {
  type: "listItem";
  content: BlockNode[];
}

export interface BulletListNode {
  type: "bulletList";
  content: ListItemNode[];
}

export interface OrderedListNode {
  type: "orderedList";
  attrs?: { start?: number; type?: string | null };
  content: ListItemNode[];
}

export interface BlockquoteNode {
  type: "blockquote";
  content: BlockNode[];
}

export interface CodeBlockNode {
  type: "codeBlock";
  attrs?: { language?: string | null };
  content?: TextNode[];
}

export interface HorizontalRuleNode {
  type: "horizontalRule";
}

/** An image from the media library, by its id; its alt text may differ from the library's. */
export interface ImageNode {
  type: "image";
  attrs: { mediaId: string; alt: string; caption?: string | null };
}

export interface TableCellNode {
  type: "tableCell" | "tableHeader";
  attrs?: { colspan?: number; rowspan?: number; colwidth?: number[] | null };
  content: BlockNode[];
}

export interface TableRowNode {
  type: "tableRow";
  content: TableCellNode[];
}

export interface TableNode {
  type: "table";
  content: TableRowNode[];
}

export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | CodeBlockNode
  | HorizontalRuleNode
  | ImageNode
  | TableNode;

export interface RichTextDocument {
  type: "doc";
  content: BlockNode[];
}

/** A document with one empty paragraph: what a new body starts as. */
export const EMPTY_DOCUMENT: RichTextDocument = { type: "doc", content: [{ type: "paragraph" }] };
