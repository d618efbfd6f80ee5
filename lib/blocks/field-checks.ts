import { blockProblems as problems } from "@/content/admin-blocks";
import { linkProblem } from "@/lib/rich-text/links";
import { quoted } from "@/lib/rich-text/problem-words";
import { jsonbKeys } from "@/lib/rich-text/jsonb";
import { BLOCK_LIMITS } from "./types";
import { hasText, isItemId, textLength } from "./text";

/*
 * The rules of one value of a block, each answering with a problem (the end of a sentence, in
 * content/admin-blocks.ts) or null. A value is `undefined` when its field is absent; JSON's null
 * is a value like any other, and never a text, a choice or a list. The database's helpers
 * (private.page_block_text_problem and the rest, in
 * supabase/migrations/20261202000000_page_blocks.sql) answer the same.
 */

/** A text: `required` ones hold a visible character; all keep their length. */
export function textProblem(
  value: unknown,
  subject: string,
  required: boolean,
  max: number,
): string | null {
  if (value === undefined) return required ? problems.missing(subject) : null;
  if (typeof value !== "string") return problems.notText(subject);
  if (required && !hasText(value)) return problems.missing(subject);
  return textLength(value) > max ? problems.tooLong(subject, max) : null;
}

/**
 * Where a button or a card leads: the addresses a rich-text link may have
 * (lib/rich-text/links.ts). An optional one may be empty: it then leads nowhere.
 */
export function linkFieldProblem(value: unknown, subject: string, required: boolean) {
  if (value === undefined || value === "") return required ? problems.missing(subject) : null;
  if (typeof value !== "string") return problems.notText(subject);
  if (textLength(value) > BLOCK_LIMITS.href) return problems.tooLong(subject, BLOCK_LIMITS.href);
  return linkProblem(value) === null ? null : problems.link(subject);
}

/** A choice: `valid` says whether a value is one of the choices, or of their form (a row's id). */
export function choiceProblem(
  value: unknown,
  subject: string,
  required: boolean,
  valid: (value: string) => boolean,
): string | null {
  if (value === undefined || (required && value === "")) {
    return required ? problems.choose(subject) : null;
  }
  return typeof value === "string" && valid(value) ? null : problems.notAChoice(subject);
}

export const oneOf =
  (options: readonly string[]) =>
  (value: string): boolean =>
    options.includes(value);

/** An image of the media library, by its id. */
export function imageProblem(value: unknown, subject: string, required: boolean) {
  return choiceProblem(value, subject, required, isItemId);
}

/** The first field of an object that it may not have, in the order jsonb keeps its keys. */
export function extraFieldProblem(
  object: Record<string, unknown>,
  allowed: readonly string[],
  subject: string,
): string | null {
  const extra = jsonbKeys(object).find((key) => !allowed.includes(key));
  return extra === undefined ? null : problems.fieldNotAllowed(subject, quoted(extra));
}

/** A whole JSON number from min to max. */
export function wholeNumberProblem(value: unknown, subject: string, min: number, max: number) {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? null
    : problems.wholeNumber(subject, min, max);
}

/** A list's own problem: not a list, or more or fewer items than it may hold. */
export function listProblem(
  value: unknown,
  subject: string,
  item: string,
  items: string,
  max: number,
): string | null {
  if (value === undefined) return problems.tooFew(item);
  if (!Array.isArray(value)) return problems.notList(subject);
  if (value.length === 0) return problems.tooFew(item);
  return value.length > max ? problems.tooMany(max, items) : null;
}
