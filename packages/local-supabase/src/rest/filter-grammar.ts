import type { Condition, FilterOperation, QuantifiableOperator } from "./query-types";
import { parseField } from "./select-grammar";
import { parseError, splitTopLevel, unquote } from "./grammar-text";

const QUANTIFIABLE = new Set(["eq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"]);
const SIMPLE = new Set(["neq", "cs", "cd", "ov", "sl", "sr", "nxr", "nxl", "adj", "isdistinct"]);
const FTS = new Set(["fts", "plfts", "phfts", "wfts"]);
const IS_VALUES = new Set(["null", "not_null", "true", "false", "unknown"]);
const OPERATOR = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/;

function parseList(raw: string, open: string, close: string, whole: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    parseError(
      `failed to parse filter (${whole})`,
      `unexpected "${raw.slice(0, 1)}" expecting "${open}"`,
    );
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === "") return [];
  return splitTopLevel(inner).map((item) => {
    const value = unquote(item.trim());
    if (value === undefined)
      parseError(`failed to parse filter (${whole})`, `unterminated quote in "${item.trim()}"`);
    return value;
  });
}

/**
 * An operator expression such as `not.in.(1,2)`, `like(any).{a*,b*}` or `fts(english).cat`.
 * Returns undefined for a value that is no expression when `orArgument` allows it: in a function
 * read, such a key is an argument, not a filter.
 */
export function parseFilterValue(
  raw: string,
  whole: string,
  orArgument: boolean,
): (FilterOperation & { negate: boolean }) | undefined {
  let rest = raw;
  const negate = rest.startsWith("not.");
  if (negate) rest = rest.slice(4);
  const match = OPERATOR.exec(rest);
  const op = match?.[1] ?? "";
  const known = QUANTIFIABLE.has(op) || SIMPLE.has(op) || FTS.has(op) || op === "in" || op === "is";
  if (!match || !known) {
    if (orArgument && !negate) return undefined;
    parseError(
      `failed to parse filter (${raw})`,
      `unexpected "${match ? op : rest}" expecting an operator (eq, gt, ...)`,
    );
  }
  const modifier = match[2];
  const value = match[3]!;
  if (
    modifier !== undefined &&
    !FTS.has(op) &&
    !(QUANTIFIABLE.has(op) && /^(any|all)$/.test(modifier))
  ) {
    parseError(`failed to parse filter (${raw})`, `unexpected "(${modifier})" after "${op}"`);
  }
  if (QUANTIFIABLE.has(op)) {
    const quantifier = modifier as "any" | "all" | undefined;
    const list = quantifier ? parseList(value, "{", "}", whole) : [];
    return { op: op as QuantifiableOperator, quantifier, value, list, negate };
  }
  if (op === "in") return { op, list: parseList(value, "(", ")", whole), negate };
  if (op === "is") {
    const lowered = value.toLowerCase();
    if (!IS_VALUES.has(lowered)) {
      parseError(
        `failed to parse filter (${raw})`,
        `unexpected "${value}" expecting "null", "not_null", "true", "false" or "unknown"`,
      );
    }
    return { op, value: lowered as "null", negate };
  }
  if (FTS.has(op)) return { op: op as "fts", value, config: modifier, negate };
  return { op: op as "neq", value, negate };
}

/** One member of a logic tree: a nested tree, or `field.operator.value`. */
function parseMember(text: string, whole: string): Condition {
  const tree = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(text);
  if (tree) return parseLogicTree(tree[2] as "and" | "or", tree[1] !== undefined, tree[3]!, whole);
  const dot = text.indexOf(".");
  if (dot <= 0) parseError(`failed to parse logic tree (${whole})`, `unexpected "${text}"`);
  const field = parseField(text.slice(0, dot), whole);
  let expression = text.slice(dot + 1);
  // Inside a tree a value may be quoted to hold the tree's own delimiters.
  const quoted = /^((?:not\.)?[a-z]+(?:\([A-Za-z0-9_]+\))?\.)"([\s\S]*)"$/.exec(expression);
  if (quoted) expression = quoted[1]! + quoted[2]!.replace(/\\(.)/g, "$1");
  const filter = parseFilterValue(expression, whole, false)!;
  return { kind: "filter", filter: { ...filter, field } };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, optionally negated: `not.or=(…)`. */
export function parseLogicTree(
  operator: "and" | "or",
  negate: boolean,
  raw: string,
  whole: string,
): Condition {
  if (!raw.startsWith("(")) {
    parseError(
      `failed to parse logic tree (${raw})`,
      `unexpected "${raw.slice(0, 1)}" expecting "("`,
    );
  }
  if (!raw.endsWith(")")) {
    parseError(`failed to parse logic tree (${raw})`, `unexpected end of input expecting ")"`);
  }
  const members = splitTopLevel(raw.slice(1, -1)).map((part) => part.trim());
  if (members.some((member) => member === "")) {
    parseError(`failed to parse logic tree (${raw})`, "expecting a filter or a nested logic tree");
  }
  return {
    kind: "tree",
    operator,
    negate,
    children: members.map((member) => parseMember(member, whole)),
  };
}
