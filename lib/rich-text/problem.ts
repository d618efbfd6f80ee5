import { richTextProblems as problems } from "@/content/rich-text";
import { linkAttrProblem, missingAttrProblem, nodeAttrProblem } from "./attrs";
import { RICH_TEXT_MAX_BYTES, RICH_TEXT_MAX_DEPTH } from "./document";
import { isJsonObject, jsonbKeys, jsonbTextBytes, type JsonObject } from "./jsonb";
import { own, typeOf } from "./own";
import { quoted } from "./problem-words";
import { MARK_ATTRS, MARK_FIELDS, NODE_RULES } from "./schema";

/*
 * Why the database refuses a body: public.rich_text_problem
 * (supabase/migrations/20261201000000_rich_text.sql) walks the same way and answers in the same
 * words, so an editor is told before saving what the database would say after.
 *
 * The first problem found is the answer. Nodes are visited in document order (each node before
 * its content); within a node: is it an object with a string type, its depth (the document's
 * own children are at 1, a node inside one at 2, text included), whether its type is known and
 * may sit in its parent, its fields, its attributes (in jsonb's key order, then the ones it
 * lacks), a text node's text and then its marks, then its content.
 */

function has(object: JsonObject | undefined, key: string): boolean {
  return object !== undefined && own(object, key) !== undefined;
}

function markProblem(mark: unknown): string | null {
  const type = typeOf(mark);
  if (type === null || !isJsonObject(mark)) return problems.notMark;
  const allowed = MARK_ATTRS.get(type);
  if (!allowed) return problems.unknownMark(quoted(type));
  for (const field of jsonbKeys(mark)) {
    if (!MARK_FIELDS.has(field)) return problems.markFieldNotAllowed(quoted(type), quoted(field));
  }
  const attrs = own(mark, "attrs");
  if (attrs !== undefined && !isJsonObject(attrs)) return problems.markAttrsNotObject(quoted(type));
  for (const attr of attrs ? jsonbKeys(attrs) : []) {
    if (!allowed.has(attr)) return problems.markAttrNotAllowed(quoted(type), quoted(attr));
    const problem = linkAttrProblem(attr, own(attrs!, attr));
    if (problem) return problem;
  }
  return type === "link" && !has(attrs, "href") ? problems.linkNoAddress : null;
}

function textProblem(node: JsonObject): string | null {
  const text = own(node, "text");
  if (typeof text !== "string" || text === "") return problems.text;
  const marks = own(node, "marks");
  if (marks === undefined) return null;
  if (!Array.isArray(marks)) return problems.marksNotList;
  for (const mark of marks) {
    const problem = markProblem(mark);
    if (problem) return problem;
  }
  return null;
}

function attrsProblem(type: string, node: JsonObject, allowed: ReadonlySet<string>) {
  const attrs = own(node, "attrs");
  if (attrs !== undefined && !isJsonObject(attrs)) return problems.attrsNotObject(quoted(type));
  for (const attr of attrs ? jsonbKeys(attrs) : []) {
    if (!allowed.has(attr)) return problems.attrNotAllowed(quoted(type), quoted(attr));
    const problem = nodeAttrProblem(type, attr, own(attrs!, attr));
    if (problem) return problem;
  }
  return missingAttrProblem(type, (attr) => has(attrs, attr));
}

function nodeProblem(node: unknown, depth: number, parent: string | null): string | null {
  const type = typeOf(node);
  if (type === null || !isJsonObject(node)) return problems.notNode;
  if (depth > RICH_TEXT_MAX_DEPTH) return problems.tooDeep;
  const rule = NODE_RULES.get(type);
  if (!rule) return problems.unknownNode(quoted(type));
  if (parent !== null && !NODE_RULES.get(parent)?.children.has(type)) {
    return problems.misplaced(quoted(type), quoted(parent));
  }
  for (const field of jsonbKeys(node)) {
    if (!rule.fields.has(field)) return problems.fieldNotAllowed(quoted(type), quoted(field));
  }
  const problem =
    attrsProblem(type, node, rule.attrs) ?? (type === "text" ? textProblem(node) : null);
  if (problem) return problem;
  const content = own(node, "content");
  if (content === undefined) return null;
  if (!Array.isArray(content)) return problems.contentNotList(quoted(type));
  for (const child of content) {
    const childProblem = nodeProblem(child, depth + 1, type);
    if (childProblem) return childProblem;
  }
  return null;
}

/** Why the database would refuse this body (one sentence, the first problem), or null. */
export function documentProblem(input: unknown): string | null {
  if (!isJsonObject(input) || own(input, "type") !== "doc" || !Array.isArray(own(input, "content")))
    return problems.notDocument;
  // Postgres measures the stored text (`body::text`), spaces after ":" and "," included.
  if (jsonbTextBytes(input) > RICH_TEXT_MAX_BYTES) return problems.tooLarge;
  return nodeProblem(input, 0, null);
}
