import type { BlockNode, HeadingLevel, HeadingNode, RichTextDocument } from "./document";
import { inlineText, innerBlocks } from "./blocks";
import { normalizeDocument } from "./normalize";

export interface OutlineHeading {
  /** The heading's id in the rendered body, for "#id" links. */
  id: string;
  text: string;
  level: HeadingLevel;
}

/** Lowercase ASCII letters and digits, everything else one "-": "Über DfT & ATPG" → "uber-dft-atpg". */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "section" : slug;
}

function headings(blocks: readonly BlockNode[]): HeadingNode[] {
  return blocks.flatMap((block) =>
    block.type === "heading" ? [block] : headings(innerBlocks(block)),
  );
}

/**
 * The id of each heading of a normalized body, in order: the slug of its text, and "-2", "-3"…
 * after it when an earlier heading already took it. The renderer looks its headings up here.
 */
export function headingIds(document: RichTextDocument): Map<HeadingNode, OutlineHeading> {
  const taken = new Set<string>();
  const ids = new Map<HeadingNode, OutlineHeading>();
  for (const heading of headings(document.content)) {
    const text = inlineText(heading.content).trim();
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    ids.set(heading, { id, text, level: heading.attrs.level });
  }
  return ids;
}

/** Every heading of the body in order, with the id the renderer gives it. */
export function headingOutline(document: RichTextDocument | unknown): OutlineHeading[] {
  return [...headingIds(normalizeDocument(document)).values()];
}
