import { inlineText, innerBlocks } from "./blocks";
import type { BlockNode, RichTextDocument } from "./document";
import { normalizeDocument } from "./normalize";

const WORDS_PER_MINUTE = 220;

function blockLines(block: BlockNode): string[] {
  switch (block.type) {
    case "paragraph":
    case "heading":
    case "codeBlock":
      return [inlineText(block.content)];
    case "image":
      return block.attrs.caption ? [block.attrs.caption] : [];
    default:
      return innerBlocks(block).flatMap(blockLines);
  }
}

/** The body's readable text, one line per paragraph, heading, code block or caption. */
export function plainText(document: RichTextDocument | unknown): string {
  return normalizeDocument(document)
    .content.flatMap(blockLines)
    .filter((line) => line.trim() !== "")
    .join("\n");
}

/** Words that hold a letter or a digit: a lone dash or bullet is not a word. */
export function wordCount(document: RichTextDocument | unknown): number {
  return plainText(document)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read so many words at 220 a minute, rounded up, never under 1. */
export function minutesForWords(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Minutes to read it at 220 words a minute, rounded up, never under 1. */
export function readingMinutes(document: RichTextDocument | unknown): number {
  return minutesForWords(wordCount(document));
}

function holdsImage(block: BlockNode): boolean {
  return block.type === "image" || innerBlocks(block).some(holdsImage);
}

/** Whether it shows an image anywhere, in a list or a table too. */
export function hasImage(document: RichTextDocument | unknown): boolean {
  return normalizeDocument(document).content.some(holdsImage);
}
