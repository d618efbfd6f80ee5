import {
  blockFieldSentence,
  blockProblems as problems,
  blockSubjects as subjects,
  blockTypeNames,
  layoutProblems,
} from "@/content/admin-blocks";
import { isJsonObject } from "@/lib/rich-text/jsonb";
import { own, typeOf } from "@/lib/rich-text/own";
import { quoted } from "@/lib/rich-text/problem-words";
import { allowedFields, fieldProblems } from "./block-fields";
import { extraFieldProblem } from "./field-checks";
import { BLOCK_ID_PATTERN } from "./text";
import { type Block, BLOCK_TYPES, BLOCKS_MAX, type BlockType, type PageLayout } from "./types";

/*
 * Why a page's layout cannot be stored. public.page_layout_problem
 * (supabase/migrations/20261202000000_page_blocks.sql) walks the same way and answers in the
 * same words (content/admin-blocks.ts), so an editor is told before saving what the database
 * would say after; lib/blocks/__tests__/database-parity.test.ts holds the two together.
 *
 * The first problem found is the answer: the layout itself (a list of at most BLOCKS_MAX
 * blocks), then each block in order: an object with a known type, its id (present, of its form,
 * not an earlier block's), the fields it may not have (in jsonb's key order), then its fields in
 * the order its form shows them (lib/blocks/block-fields.ts).
 */

/**
 * What a block's form shows under each field, by field name (see lib/blocks/block-fields.ts for
 * the names: "heading", "action.label", "cards.2.title"); an empty object when it may be saved.
 * The block's id and any field it may not have are the layout's to check (layoutProblem).
 */
export function blockFieldProblems(block: Block): Partial<Record<string, string>> {
  const result: Partial<Record<string, string>> = {};
  for (const [field, problem] of fieldProblems(
    block.type,
    block as unknown as Record<string, unknown>,
  )) {
    result[field] ??= blockFieldSentence(problem);
  }
  return result;
}

function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

/** The first problem of the block at `position` (from 1); `ids` holds the earlier blocks' ids. */
function blockProblem(value: unknown, position: number, ids: Map<string, number>): string | null {
  const type = typeOf(value);
  if (type === null || !isJsonObject(value)) return layoutProblems.notBlock(position);
  if (!isBlockType(type)) return layoutProblems.unknownType(position, quoted(type));
  const inBlock = (problem: string) =>
    layoutProblems.inBlock(position, blockTypeNames[type], problem);
  const id = own(value, "id");
  if (id === undefined) return inBlock(problems.idMissing);
  if (typeof id !== "string" || !BLOCK_ID_PATTERN.test(id)) return inBlock(problems.idForm);
  const earlier = ids.get(id);
  if (earlier !== undefined) return inBlock(problems.idTaken(earlier));
  ids.set(id, position);
  const extra = extraFieldProblem(value, allowedFields(type, value), subjects.block);
  if (extra !== null) return inBlock(extra);
  const first = fieldProblems(type, value).next();
  return first.done ? null : inBlock(first.value[1]);
}

/** Why the database would refuse this layout (one sentence, the first problem), or null. */
export function layoutProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return layoutProblems.notList;
  if (value.length > BLOCKS_MAX) return layoutProblems.tooMany(BLOCKS_MAX);
  const ids = new Map<string, number>();
  for (let i = 0; i < value.length; i += 1) {
    const problem = blockProblem(value[i], i + 1, ids);
    if (problem !== null) return problem;
  }
  return null;
}

/** Whether a stored value is a layout the database would keep. */
export function isLayout(value: unknown): value is PageLayout {
  return layoutProblem(value) === null;
}
