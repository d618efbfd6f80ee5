import type { Block } from "@/lib/blocks/types";
import type { BlockProblems } from "../block-problems";

/** What the fields of one kind of block are given. */
export interface FieldsProps<B extends Block> {
  block: B;
  problems: BlockProblems;
  /** The id every field of this block starts its own with. */
  base: string;
  /** Changes this block, from what it is when the change is made. */
  change: (update: (block: B) => B) => void;
}

/** A field's element id, from the block's and the field's name ("cards.2.title"). */
export const fieldId = (base: string, name: string) => `${base}-${name.replaceAll(".", "-")}`;
