import { restError } from "../errors";

export type FilterOp = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "in" | "is";

export interface Filter {
  column: string;
  op: FilterOp;
  negate: boolean;
  value: string;
  list: string[];
}

export type SelectItem =
  { kind: "star" } | { kind: "column"; column: string; alias?: string; cast?: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: "first" | "last";
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
}

const OPERATORS = new Set<string>([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "in",
  "is",
]);
// apikey is the gateway's query-string credential, never a column filter.
const RESERVED = new Set([
  "select",
  "order",
  "limit",
  "offset",
  "columns",
  "on_conflict",
  "apikey",
]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/**
 * Types a `select=column::type` cast may name. A cast is spliced into the SQL as written, so it
 * is one name from this list and nothing else: no spaces, no arrays, no schema, no arguments.
 */
const CAST_TYPES = new Set([
  "bigint",
  "bool",
  "boolean",
  "char",
  "date",
  "float4",
  "float8",
  "int",
  "int2",
  "int4",
  "int8",
  "integer",
  "interval",
  "json",
  "jsonb",
  "numeric",
  "real",
  "smallint",
  "text",
  "time",
  "timestamp",
  "timestamptz",
  "uuid",
  "varchar",
]);

function parseError(message: string, details: string): never {
  throw restError(400, "PGRST100", message, details);
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch === "\\" && quoted && i + 1 < input.length) {
      current += ch + input[i + 1];
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    if (ch === "," && depth === 0 && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function parseSelect(raw: string, table: string): SelectItem[] {
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw)) {
    const text = part.trim();
    if (text === "*") {
      items.push({ kind: "star" });
      continue;
    }
    const embed =
      /^(?:[A-Za-z_][A-Za-z0-9_]*:)?([A-Za-z_][A-Za-z0-9_]*)(?:![A-Za-z0-9_]+)?\(.*\)$/s.exec(text);
    if (embed) {
      throw restError(
        400,
        "PGRST200",
        `Could not find a relationship between '${table}' and '${embed[1]}' in the schema cache`,
        `Searched for a foreign key relationship between '${table}' and '${embed[1]}' in the schema 'public', but no matches were found.`,
      );
    }
    const match =
      /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_$]*)(?:::([A-Za-z0-9_]+))?$/.exec(text);
    if (!match) parseError(`failed to parse select parameter (${raw})`, `unexpected "${text}"`);
    const cast = match[3]?.toLowerCase();
    if (cast !== undefined && !CAST_TYPES.has(cast)) {
      parseError(
        `failed to parse select parameter (${raw})`,
        `unsupported cast "${match[3]}": use one of ${[...CAST_TYPES].join(", ")}`,
      );
    }
    items.push({ kind: "column", column: match[2]!, alias: match[1], cast });
  }
  if (items.length === 0) items.push({ kind: "star" });
  return items;
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(",").map((term) => {
    const pieces = term.trim().split(".");
    const column = pieces.shift() ?? "";
    if (!IDENTIFIER.test(column) || pieces.length > 2) {
      parseError(
        `failed to parse order (${raw})`,
        `unexpected "${term}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
      );
    }
    const result: OrderTerm = { column, descending: false };
    for (const piece of pieces) {
      if (piece === "asc") result.descending = false;
      else if (piece === "desc") result.descending = true;
      else if (piece === "nullsfirst") result.nulls = "first";
      else if (piece === "nullslast") result.nulls = "last";
      else
        parseError(
          `failed to parse order (${raw})`,
          `unexpected "${piece}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return result;
  });
}

function parseList(raw: string, whole: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    parseError(
      `failed to parse filter (${whole})`,
      `unexpected "${raw.slice(0, 1)}" expecting "("`,
    );
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === "") return [];
  return splitTopLevel(inner).map((item) => {
    const text = item.trim();
    if (text.startsWith('"') && (text.length < 2 || !text.endsWith('"'))) {
      parseError(`failed to parse filter (${whole})`, `unterminated quote in "${text}"`);
    }
    if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
      return text.slice(1, -1).replace(/\\(.)/g, "$1");
    }
    return text;
  });
}

function parseFilter(column: string, raw: string): Filter {
  if (!IDENTIFIER.test(column))
    parseError(`failed to parse filter (${raw})`, `unexpected "${column}"`);
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot === -1 ? rest : rest.slice(0, dot);
  if (dot === -1 || !OPERATORS.has(op)) {
    parseError(`failed to parse filter (${raw})`, `unexpected "${op}" expecting an operator`);
  }
  const value = rest.slice(dot + 1);
  const filter: Filter = { column, op: op as FilterOp, negate, value, list: [] };
  if (filter.op === "in") filter.list = parseList(value, raw);
  if (
    filter.op === "is" &&
    !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())
  ) {
    parseError(
      `failed to parse filter (${raw})`,
      `unexpected "${value}" expecting "null", "not_null", "true", "false" or "unknown"`,
    );
  }
  return filter;
}

function parseNonNegative(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    parseError(
      `failed to parse ${name} parameter (${raw})`,
      `unexpected "${raw}" expecting a non-negative integer`,
    );
  return Number(raw);
}

function parseColumnList(name: string, raw: string): string[] {
  const columns = raw.split(",").map((column) => column.trim().replace(/^"(.*)"$/, "$1"));
  if (columns.some((column) => !IDENTIFIER.test(column))) {
    parseError(`failed to parse ${name} parameter (${raw})`, `unexpected "${raw}"`);
  }
  return columns;
}

/** The subset of PostgREST's query grammar supabase-js produces for plain table access. */
export function parseQuery(params: URLSearchParams, table: string): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: "star" }], filters: [], order: [] };
  for (const [key, value] of params) {
    switch (key) {
      case "select":
        query.select = parseSelect(value, table);
        break;
      case "order":
        query.order = parseOrder(value);
        break;
      case "limit":
        query.limit = parseNonNegative("limit", value);
        break;
      case "offset":
        query.offset = parseNonNegative("offset", value);
        break;
      case "columns":
        query.columns = parseColumnList("columns", value);
        break;
      case "on_conflict":
        query.onConflict = parseColumnList("on_conflict", value);
        break;
      case "or":
      case "and":
      case "not.or":
      case "not.and":
        parseError(
          `failed to parse logic tree (${value})`,
          "logic trees are not supported by the local server",
        );
        break;
      default:
        if (RESERVED.has(key)) break;
        query.filters.push(parseFilter(key, value));
    }
  }
  return query;
}
