import { parseError, splitTopLevel, unquote } from "./grammar-text";
import { parseFilterValue, parseLogicTree } from "./filter-grammar";
import { parseField, parseOrder, parseSelect } from "./select-grammar";
import type { Condition, OrderTerm, QueryParams, Range } from "./query-types";

export type * from "./query-types";

function parseNonNegative(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    parseError(
      `failed to parse ${name} parameter (${raw})`,
      `unexpected "${raw}" expecting a non-negative integer`,
    );
  return Number(raw);
}

/** An unquoted name in PostgREST's grammar: letters, digits, `_`, `$` and spaces, dash-joined. */
const BARE_NAME = /^[\p{L}\d_ $]+(?:-[\p{L}\d_ $]+)*$/u;

/** `columns=` and `on_conflict=`: names, each bare or double-quoted (with `\` escapes). */
function parseColumnList(name: string, raw: string): string[] {
  return splitTopLevel(raw).map((item) => {
    const text = item.replace(/^[ \t]+|[ \t]+$/g, "");
    const column = text.startsWith('"')
      ? unquote(text)
      : BARE_NAME.test(text)
        ? text.trim()
        : undefined;
    if (column === undefined) {
      parseError(`failed to parse ${name} parameter (${raw})`, `unexpected "${raw}"`);
    }
    return column;
  });
}

/** Query-string keys that are never filters. apikey is the gateway's credential. */
const RESERVED = new Set(["select", "columns", "on_conflict", "apikey"]);
/** Keys that may be prefixed by an embedding path: `actors.order`, `actors.limit`. */
const EMBEDDABLE = new Set(["order", "limit", "offset", "and", "or"]);

function pathKey(path: readonly string[]): string {
  return path.join(".");
}

function push<T>(map: Map<string, T[]>, key: string, values: T[]): void {
  map.set(key, [...(map.get(key) ?? []), ...values]);
}

/**
 * PostgREST's query grammar, parsed once: the select tree, the filters and logic trees of every
 * level (keyed by their embedding path, "" for the top), orders, ranges, and for a function read
 * the arguments (keys whose value is not an operator expression).
 */
export function parseQuery(params: URLSearchParams, options: { rpcRead: boolean }): QueryParams {
  const query: QueryParams = {
    select: [{ kind: "star" }],
    conditions: new Map<string, Condition[]>(),
    order: new Map<string, OrderTerm[]>(),
    ranges: new Map<string, Range>(),
    args: new Map<string, string>(),
  };
  for (const [key, value] of params) {
    if (key === "select") {
      query.select = parseSelect(value);
      continue;
    }
    if (key === "columns") {
      query.columns = parseColumnList("columns", value);
      continue;
    }
    if (key === "on_conflict") {
      query.onConflict = parseColumnList("on_conflict", value);
      continue;
    }
    if (RESERVED.has(key)) continue;
    const parts = key.split(".");
    const last = parts[parts.length - 1]!;
    const negatedTree =
      parts.length >= 2 && parts[parts.length - 2] === "not" && EMBEDDABLE.has(last);
    if (EMBEDDABLE.has(last)) {
      const path = parts.slice(0, negatedTree ? -2 : -1);
      const at = pathKey(path);
      switch (last) {
        case "order":
          push(query.order, at, parseOrder(value));
          break;
        case "limit":
        case "offset": {
          const range = query.ranges.get(at) ?? {};
          range[last] = parseNonNegative(last, value);
          query.ranges.set(at, range);
          break;
        }
        default:
          push(query.conditions, at, [
            parseLogicTree(last as "and" | "or", negatedTree, value, key),
          ]);
      }
      continue;
    }
    const fieldText = parts.slice(-1)[0]!;
    const path = parts.slice(0, -1);
    const filter = parseFilterValue(value, key, options.rpcRead && path.length === 0);
    if (filter === undefined) {
      query.args.set(key, value);
      continue;
    }
    const field = parseField(fieldText, key);
    push(query.conditions, pathKey(path), [{ kind: "filter", filter: { ...filter, field } }]);
  }
  return query;
}
