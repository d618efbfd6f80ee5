import { blockEditorText } from "@/content/admin-block-editor";
import {
  blockFieldSentence,
  blockFieldWords,
  blockPartWords,
  blockTypeNames,
} from "@/content/admin-blocks";
import { onPageEditorText } from "@/content/admin-on-page";
import { isJsonObject, type JsonObject } from "@/lib/rich-text/jsonb";
import { own } from "@/lib/rich-text/own";
import { fieldProblems } from "./block-fields";
import { knownBlocks } from "./known-blocks";
import type { Block, PageLayout } from "./types";
import { layoutProblem } from "./validate";

/*
 * The words of a built page's blocks that an editor changes where the page shows them ("Edit on
 * the page"), each named by its block's id and its path in the block as the block's form names
 * its fields ("heading", "action.label", "questions.2.answer"). A rich-text body is not one of
 * them: it is edited in the page's form, with its own toolbar.
 */

/** One text of a block: where it is in the block, what it says now, and its form's label. */
export interface BlockText {
  path: string;
  value: string;
  /** As the block's form labels it: "Heading", "Question 2 › Answer". */
  label: string;
  /** Whether the page keeps its line breaks (a sentence or more, not a heading). */
  multiline: boolean;
}

/** Where a text is: its block by id, its path in the block ("questions.2.answer"). */
export interface BlockTextPlace {
  block: string;
  path: string;
}

type Slot = Omit<BlockText, "value">;

/** The words of the fields that hold text, by block type, in the order the form shows them. */
function ownSlots(block: Block): Slot[] {
  const words: Record<string, { label: string } | undefined> = blockFieldWords[block.type];
  const slot = (path: string, multiline = false): Slot[] => {
    const label = words[path]?.label;
    return label ? [{ path, label, multiline }] : [];
  };
  const action = {
    path: "action.label",
    label: blockPartWords.action.label.label,
    multiline: false,
  };
  switch (block.type) {
    case "hero":
    case "call-to-action":
      return [...slot("heading"), ...slot("text", true), action];
    case "contact":
    case "two-columns":
      return [...slot("heading"), ...slot("text", true)];
    case "image":
      return slot("caption");
    case "rich-text":
      return [];
    default:
      return slot("heading");
  }
}

/** A block's list as stored; a layout read from elsewhere may hold anything there. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The texts of a block's list (written cards, figures, questions), item by item. */
function listSlots(block: Block): Slot[] {
  const part = (name: string, field: { label: string }) => `${name} › ${field.label}`;
  if (block.type === "cards" && block.source === "hand") {
    const { card } = blockPartWords;
    return listOf(block.cards).flatMap((_, i) => [
      { path: `cards.${i}.title`, label: part(card.name(i + 1), card.title), multiline: false },
      { path: `cards.${i}.text`, label: part(card.name(i + 1), card.text), multiline: true },
    ]);
  }
  if (block.type === "figures") {
    const { figure } = blockPartWords;
    return listOf(block.figures).flatMap((_, i) => [
      {
        path: `figures.${i}.figure`,
        label: part(figure.name(i + 1), figure.figure),
        multiline: false,
      },
      {
        path: `figures.${i}.label`,
        label: part(figure.name(i + 1), figure.label),
        multiline: false,
      },
    ]);
  }
  if (block.type === "questions") {
    const { question } = blockPartWords;
    return listOf(block.questions).flatMap((_, i) => [
      {
        path: `questions.${i}.question`,
        label: part(question.name(i + 1), question.question),
        multiline: false,
      },
      {
        path: `questions.${i}.answer`,
        label: part(question.name(i + 1), question.answer),
        multiline: true,
      },
    ]);
  }
  return [];
}

/** The value at a path of dotted keys and list positions, if there is one. */
function valueAt(block: Block, path: string): unknown {
  let value: unknown = block;
  for (const key of path.split(".")) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isJsonObject(value)) value = own(value, key);
    else return undefined;
  }
  return value;
}

/** Every text a block holds that is edited where the page shows it, in its form's order. */
export function blockTexts(block: Block): BlockText[] {
  return [...ownSlots(block), ...listSlots(block)].flatMap((slot) => {
    const value = valueAt(block, slot.path);
    return typeof value === "string" ? [{ ...slot, value }] : [];
  });
}

/** How the on-page editor names a block's text: "1. Hero › Heading", by the form's numbering. */
export function blockTextLabel(position: number, block: Block, text: BlockText): string {
  return `${blockEditorText.position(position)} ${blockTypeNames[block.type]} › ${text.label}`;
}

/** A text of a layout by its place, with its block and that block's position (from 1), or null. */
export function blockTextAt(layout: unknown, place: BlockTextPlace) {
  const blocks = knownBlocks(layout);
  const index = blocks.findIndex((block) => block.id === place.block);
  const block = blocks[index];
  const text = block && blockTexts(block).find((candidate) => candidate.path === place.path);
  return block && text ? { position: index + 1, block, text } : null;
}

/** A copy of `object` with `value` at `path` (every step on the way already there). */
function withValueAt(object: JsonObject, [key, ...rest]: string[], value: string): JsonObject {
  const current = own(object, key!);
  if (rest.length === 0) return { ...object, [key!]: value };
  if (Array.isArray(current)) {
    const [position, ...inner] = rest;
    const list = [...current] as unknown[];
    list[Number(position)] = withValueAt(list[Number(position)] as JsonObject, inner, value);
    return { ...object, [key!]: list };
  }
  return { ...object, [key!]: withValueAt(current as JsonObject, rest, value) };
}

/** A copy of `block` whose text at `path` (one of its blockTexts) is `value`. */
export function withTextAt(block: Block, path: string, value: string): Block {
  // The same block with one text changed: every field keeps its type.
  return withValueAt(block as unknown as JsonObject, path.split("."), value) as unknown as Block;
}

export type BlockTextChange = { ok: true; layout: PageLayout } | { ok: false; message: string };

/**
 * The layout with one text of one block replaced, checked by the blocks' rules: the block must
 * still be there and the text one edited in place, and the new words must be what the block's
 * form would save (the database refuses the same). The answer's message is a sentence to show.
 */
export function withBlockText(
  layout: unknown,
  place: BlockTextPlace,
  value: string,
): BlockTextChange {
  const words = onPageEditorText.blockTexts;
  if (!Array.isArray(layout)) return { ok: false, message: words.gone };
  const index = layout.findIndex(
    (entry: unknown) => isJsonObject(entry) && own(entry, "id") === place.block,
  );
  const found = blockTextAt(layout, place);
  if (index === -1 || !found) {
    return { ok: false, message: index === -1 ? words.gone : words.notHere };
  }
  const block = withTextAt(found.block, place.path, value);
  for (const [field, problem] of fieldProblems(block.type, block as unknown as JsonObject)) {
    if (field === place.path) return { ok: false, message: blockFieldSentence(problem) };
  }
  const next = layout.map((entry: unknown, i) => (i === index ? block : entry));
  const problem = layoutProblem(next);
  return problem === null
    ? { ok: true, layout: next as PageLayout }
    : { ok: false, message: problem };
}
