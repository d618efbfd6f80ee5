import { documentProblem } from "@/lib/rich-text/problem";
import { hasImage, wordCount } from "@/lib/rich-text/stats";
import type { RichTextDocument } from "@/lib/rich-text/document";

/**
 * A rich-text field's value in the form is its document's JSON, so it travels, compares and is
 * staged like any text; these read it back.
 */

/** The document a field's value holds; null when it is not JSON. */
export function parseDocument(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** The value without the spaces of its JSON, as it is stored; left as it was if unreadable. */
export function compactDocument(value: string): string {
  const parsed = parseDocument(value);
  return parsed === null ? value : JSON.stringify(parsed);
}

/** Whether a document holds anything a reader would see: a word or an image. */
function hasContent(document: RichTextDocument): boolean {
  return wordCount(document) > 0 || hasImage(document);
}

/**
 * What keeps a body from being saved, in the database's words (public.rich_text_problem), or
 * `empty()` when it holds nothing.
 */
export function bodyProblem(value: string, empty: () => string): string | undefined {
  const document = parseDocument(value);
  const problem = documentProblem(document);
  if (problem) return problem;
  return hasContent(document as RichTextDocument) ? undefined : empty();
}
