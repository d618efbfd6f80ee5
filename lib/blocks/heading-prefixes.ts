import type { Block } from "./types";

/**
 * What each block puts before its rich text's heading ids, by position. The first rich-text
 * block's headings keep their plain ids (/privacy-policy#data-we-keep); each later one's start
 * with its number among them (part-2-…), so headings of the same words on one page never share
 * an id.
 */
export function headingPrefixes(blocks: readonly Block[]): string[] {
  let seen = 0;
  return blocks.map((block) => {
    if (block.type !== "rich-text") return "";
    seen += 1;
    return seen === 1 ? "" : `part-${seen}-`;
  });
}
