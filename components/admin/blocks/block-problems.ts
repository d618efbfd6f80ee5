import { blockFieldProblems } from "@/lib/blocks/validate";
import type { Block } from "@/lib/blocks/types";

/** A block's problems by field name ("heading", "action.label", "cards.2.title"). */
export type BlockProblems = Partial<Record<string, string>>;

const NONE: BlockProblems = {};

/**
 * Blocks that do not change keep their object (layout-edits.ts keepUnchanged), so each one's
 * problems are worked out once however often the form renders.
 */
const known = new WeakMap<Block, BlockProblems>();

/** The block's problems, the same object for as long as the block is. */
export function problemsOf(block: Block): BlockProblems {
  let problems = known.get(block);
  if (problems === undefined) {
    const found = blockFieldProblems(block);
    problems = Object.keys(found).length === 0 ? NONE : found;
    known.set(block, problems);
  }
  return problems;
}

export function problemCount(problems: BlockProblems): number {
  return Object.keys(problems).length;
}
