import type { BlockNode, InlineNode } from "./document";

/** The blocks inside a list, quote or table (through its items, rows and cells); [] for others. */
export function innerBlocks(block: BlockNode): BlockNode[] {
  switch (block.type) {
    case "bulletList":
    case "orderedList":
      return block.content.flatMap((item) => item.content);
    case "blockquote":
      return block.content;
    case "table":
      return block.content.flatMap((row) => row.content.flatMap((cell) => cell.content));
    default:
      return [];
  }
}

/** A run of inline nodes as text; a line break reads as a space. */
export function inlineText(content: readonly InlineNode[] | undefined): string {
  return (content ?? []).map((node) => (node.type === "text" ? node.text : " ")).join("");
}
