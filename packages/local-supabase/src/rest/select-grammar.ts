import type { AggregateFunction, Field, JsonStep, OrderTerm, SelectItem } from "./query-types";
import { parseError, splitTopLevel } from "./grammar-text";

const NAME = "[A-Za-z_][A-Za-z0-9_$]*";

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

/**
 * `column` or `column->key->>key`, as PostgREST reads one: a name or key is double-quoted, or
 * runs to the next delimiter (a dash is part of it unless it starts an arrow); a step of digits,
 * optionally negative, is an array index. `context` names the parameter in the error.
 */
export function parseField(text: string, context: string): Field {
  const input = text.trim();
  const fail = (): never =>
    parseError(`failed to parse field (${context})`, `unexpected "${text}"`);
  let at = 0;
  const word = (): { text: string; quoted: boolean } => {
    if (input[at] === '"') {
      const end = input.indexOf('"', at + 1);
      if (end === -1) fail();
      const quotedText = input.slice(at + 1, end);
      at = end + 1;
      return { text: quotedText, quoted: true };
    }
    const start = at;
    while (at < input.length && !input.startsWith("->", at) && !/[:.,>()!"]/.test(input[at]!)) at++;
    return { text: input.slice(start, at).trim(), quoted: false };
  };
  const name = word().text;
  if (name === "") fail();
  const json: JsonStep[] = [];
  while (at < input.length) {
    if (!input.startsWith("->", at)) fail();
    const asText = input.startsWith("->>", at);
    at += asText ? 3 : 2;
    const key = word();
    if (key.text === "") fail();
    json.push({ key: key.text, asText, index: !key.quoted && /^-?\d+$/.test(key.text) });
  }
  return { name, json };
}

/** `target[!hint][!inner|!left]`, either order, as PostgREST reads an embedding's name. */
function parseEmbedHead(head: string, raw: string) {
  const [target, ...params] = head.split("!");
  if (!target || !new RegExp(`^${NAME}$`).test(target) || params.length > 2) {
    parseError(`failed to parse select parameter (${raw})`, `unexpected "${head}"`);
  }
  let hint: string | undefined;
  let join: "inner" | "left" | undefined;
  for (const param of params) {
    const isJoin = param === "inner" || param === "left";
    if (isJoin && join === undefined) join = param;
    else if (!isJoin && new RegExp(`^${NAME}$`).test(param) && hint === undefined) hint = param;
    else parseError(`failed to parse select parameter (${raw})`, `unexpected "!${param}"`);
  }
  return { target, hint, join };
}

type FieldItem = Extract<SelectItem, { kind: "field" }>;

/** A cast as written, lower-cased, if it names one of the types a cast may name. */
function checkCast(cast: string | undefined, raw: string): string | undefined {
  const type = cast?.toLowerCase();
  if (type !== undefined && !CAST_TYPES.has(type)) {
    parseError(
      `failed to parse select parameter (${raw})`,
      `unsupported cast "${cast}": use one of ${[...CAST_TYPES].join(", ")}`,
    );
  }
  return type;
}

/** `[alias:]column[->path][::cast]`. */
function parseColumn(text: string, raw: string): FieldItem {
  const match = new RegExp(`^(?:(${NAME}):(?!:))?([^:]+?)(?:::([A-Za-z0-9_]+))?$`).exec(text);
  if (!match) parseError(`failed to parse select parameter (${raw})`, `unexpected "${text}"`);
  const field = parseField(match[2]!, `select=${raw}`);
  return { kind: "field", field, alias: match[1], cast: checkCast(match[3], raw) };
}

const COUNT_ROWS = new RegExp(`^(?:(${NAME}):(?!:))?count\\(\\)(?:::([A-Za-z0-9_]+))?$`);
const AGGREGATE_CALL = /^([^()]+)\.(sum|avg|count|max|min)\(\)(?:::([A-Za-z0-9_]+))?$/;

/**
 * `[alias:]count()[::cast]`, or `[alias:]column[->path][::cast].fn()[::cast]` with one of
 * PostgREST's aggregate functions; undefined for anything else.
 */
function parseAggregate(text: string, raw: string): FieldItem | undefined {
  const rows = COUNT_ROWS.exec(text);
  if (rows) {
    return {
      kind: "field",
      field: { name: "*", json: [] },
      alias: rows[1],
      aggregate: "count",
      aggregateCast: checkCast(rows[2], raw),
    };
  }
  const call = AGGREGATE_CALL.exec(text);
  if (!call) return undefined;
  return {
    ...parseColumn(call[1]!, raw),
    aggregate: call[2] as AggregateFunction,
    aggregateCast: checkCast(call[3], raw),
  };
}

function parseItem(text: string, raw: string): SelectItem {
  if (text === "*") return { kind: "star" };
  const aggregate = parseAggregate(text, raw);
  if (aggregate) return aggregate;
  const open = text.indexOf("(");
  if (open === -1) return parseColumn(text, raw);
  if (!text.endsWith(")"))
    parseError(`failed to parse select parameter (${raw})`, `unexpected "${text}"`);
  let head = text.slice(0, open);
  const inner = text.slice(open + 1, -1);
  const spread = head.startsWith("...");
  if (spread) head = head.slice(3);
  let alias: string | undefined;
  const colon = /^([A-Za-z_][A-Za-z0-9_$]*):(?!:)(.*)$/.exec(head);
  if (colon) {
    if (spread) parseError(`failed to parse select parameter (${raw})`, `unexpected ":"`);
    alias = colon[1];
    head = colon[2]!;
  }
  return {
    kind: "embed",
    ...parseEmbedHead(head, raw),
    alias,
    spread,
    // `users()` selects nothing: the embed only joins and filters.
    select: inner.trim() === "" ? [] : parseItems(inner, raw),
  };
}

function parseItems(text: string, raw: string): SelectItem[] {
  if (text.trim() === "") return [{ kind: "star" }];
  return splitTopLevel(text).map((part) => parseItem(part.trim(), raw));
}

/** The `select` tree: columns, JSON paths, casts, aliases, aggregates and embedded resources. */
export function parseSelect(raw: string): SelectItem[] {
  return parseItems(raw, raw);
}

/** `column[.asc|.desc][.nullsfirst|.nullslast]`, or `relation(column)…` for a to-one embed. */
export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const text = term.trim();
    const related = new RegExp(`^(${NAME})\\(([^()]+)\\)(.*)$`).exec(text);
    const [subject, modifiers] = related
      ? [related[2]!, related[3]!]
      : [text.split(".")[0]!, text.slice(text.split(".")[0]!.length)];
    const expecting = `expecting "asc", "desc", "nullsfirst" or "nullslast"`;
    const pieces = modifiers === "" ? [] : modifiers.replace(/^\./, "").split(".");
    if (modifiers !== "" && !modifiers.startsWith(".")) {
      parseError(`failed to parse order (${raw})`, `unexpected "${modifiers}" ${expecting}`);
    }
    if (pieces.length > 2)
      parseError(`failed to parse order (${raw})`, `unexpected "${term}" ${expecting}`);
    let field: Field;
    try {
      field = parseField(subject, `order=${raw}`);
    } catch {
      parseError(`failed to parse order (${raw})`, `unexpected "${term}" ${expecting}`);
    }
    const result: OrderTerm = { relation: related?.[1], field, descending: false };
    for (const piece of pieces) {
      if (piece === "asc") result.descending = false;
      else if (piece === "desc") result.descending = true;
      else if (piece === "nullsfirst") result.nulls = "first";
      else if (piece === "nullslast") result.nulls = "last";
      else parseError(`failed to parse order (${raw})`, `unexpected "${piece}" ${expecting}`);
    }
    return result;
  });
}
