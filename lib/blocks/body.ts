import { isJsonObject } from "@/lib/rich-text/jsonb";
import { own } from "@/lib/rich-text/own";
import { documentProblem } from "@/lib/rich-text/problem";
import { hasText } from "./text";

/*
 * A rich-text block's body: a document public.rich_text_problem accepts, that shows something.
 * The database asks the same of it (supabase/migrations/20261202000000_page_blocks.sql).
 */

/** Whether a node, or one inside it, is an image or a text with a visible character. */
function showsSomething(node: unknown): boolean {
  if (!isJsonObject(node)) return false;
  const type = own(node, "type");
  if (type === "image") return true;
  if (type === "text") return hasText(own(node, "text"));
  const content = own(node, "content");
  return Array.isArray(content) && content.some(showsSomething);
}

/** The rich-text problem as the end of a sentence: each starts "The", "A" or "An". */
function asSentenceEnd(problem: string): string {
  return problem.charAt(0).toLowerCase() + problem.slice(1);
}

/**
 * Why a body cannot be a block's: the rich-text problem, or `missing` when it is absent or
 * shows nothing (what a new block starts as). Nodes nest at most 12 deep once the document
 * passes, so the walk's recursion stays shallow.
 */
export function bodyProblem(value: unknown, missing: string): string | null {
  if (value === undefined) return missing;
  const problem = documentProblem(value);
  if (problem !== null) return asSentenceEnd(problem);
  return showsSomething(value) ? null : missing;
}
