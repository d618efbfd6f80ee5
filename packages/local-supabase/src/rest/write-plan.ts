import { isObject } from "../json";
import { restError } from "./errors";
import { planRead, type ReadNode } from "./plan";
import { strictMaxAffected } from "./preferences";
import type { QueryParams } from "./query";
import type { ApiRequest, Media } from "./request";
import type { SchemaCache, TableInfo } from "./schema-cache";
import { ident, qualified } from "./sql-text";

export interface Conflict {
  columns: readonly string[];
  resolution: "merge-duplicates" | "ignore-duplicates";
}

/** How the written rows come back: not at all (the count is the affected rows), or read back. */
export interface WriteAnswer {
  media: Media;
  stripNulls: boolean;
  /** The rows are read back (RETURNING): asked for, or needed to check a singular answer. */
  readsBack: boolean;
  /** The rows go in the body (`Prefer: return=representation`); else only the headers. */
  inBody: boolean;
  /** The total goes in Content-Range (`Prefer: count=exact|estimated`). */
  counts: boolean;
  /** `handling=strict, max-affected=n`: more rows than n roll the request back. */
  maxAffected?: number;
}

interface Planned {
  table: TableInfo;
  answer: WriteAnswer;
  /** The select tree read from the written rows, when they are read back. */
  readBack?: ReadNode;
}

/**
 * A write, resolved against the schema cache before any SQL: which rows or filters, which
 * columns, how a conflict is handled and what comes back. An update that names no column writes
 * nothing and reads nothing.
 */
export type WritePlan = Planned &
  (
    | {
        kind: "insert";
        rows: Record<string, unknown>[];
        columns: readonly string[];
        conflict?: Conflict;
        missingDefault: boolean;
      }
    | {
        kind: "update";
        body: Record<string, unknown>;
        columns: readonly string[];
        missingDefault: boolean;
        target: ReadNode;
      }
    | { kind: "update-nothing" }
    | { kind: "delete"; target: ReadNode }
  );

function checkColumns(table: TableInfo, columns: readonly string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw restError(
        400,
        "PGRST204",
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/** The node filters are written against: the target table itself, without embeds. */
export function targetNode(table: TableInfo, query: QueryParams): ReadNode {
  const ref = qualified(table.schema, table.name);
  const conditions = query.conditions.get("") ?? [];
  return { from: ref, ref, table, items: [], embeds: [], conditions, order: [], range: {} };
}

/** Hosted Supabase loads pg-safeupdate for API requests: unfiltered UPDATE/DELETE are refused. */
function requireFilters(verb: "UPDATE" | "DELETE", node: ReadNode): void {
  if (node.conditions.length === 0)
    throw restError(400, "21000", `${verb} requires a WHERE clause`);
}

/** The representation of written rows: the select tree, with filters only on embeds. */
function representationQuery(query: QueryParams): QueryParams {
  const drop = <T>(map: Map<string, T>) => new Map([...map].filter(([path]) => path !== ""));
  return {
    ...query,
    conditions: drop(query.conditions),
    order: drop(query.order),
    ranges: drop(query.ranges),
  };
}

function answerOf(request: ApiRequest, maxAffected?: number): WriteAnswer {
  const prefer = request.prefer;
  return {
    media: request.media,
    stripNulls: request.stripNulls,
    readsBack: prefer.return === "representation" || request.media === "object",
    inBody: prefer.return === "representation",
    counts: prefer.count === "exact" || prefer.count === "estimated",
    maxAffected,
  };
}

/** The written rows go by the table's name, so an error about a column names the table. */
function readBackOf(
  request: ApiRequest,
  table: TableInfo,
  cache: SchemaCache,
  answer: WriteAnswer,
): ReadNode | undefined {
  if (!answer.readsBack) return undefined;
  const source = ident(table.name);
  return planRead(cache, { from: source, ref: source, table }, representationQuery(request.query));
}

function planInsert(request: ApiRequest, table: TableInfo, cache: SchemaCache): WritePlan {
  const body = request.payload;
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw restError(400, "PGRST102", "Empty or invalid json");
  const columns = request.query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(table, columns);
  const resolution = request.prefer.resolution;
  const conflict = resolution
    ? { columns: request.query.onConflict ?? table.primaryKey, resolution }
    : undefined;
  if (conflict) checkColumns(table, conflict.columns);
  const answer = answerOf(request);
  return {
    kind: "insert",
    table,
    rows,
    columns,
    conflict,
    missingDefault: request.prefer.missing === "default",
    answer,
    readBack: readBackOf(request, table, cache, answer),
  };
}

function planUpdate(request: ApiRequest, table: TableInfo, cache: SchemaCache): WritePlan {
  const body = request.payload;
  if (!isObject(body)) throw restError(400, "PGRST102", "Empty or invalid json");
  const columns = request.query.columns ?? Object.keys(body);
  checkColumns(table, columns);
  const target = targetNode(table, request.query);
  requireFilters("UPDATE", target);
  const answer = answerOf(request, strictMaxAffected(request.prefer));
  if (columns.length === 0) return { kind: "update-nothing", table, answer };
  return {
    kind: "update",
    table,
    body,
    columns,
    missingDefault: request.prefer.missing === "default",
    target,
    answer,
    readBack: readBackOf(request, table, cache, answer),
  };
}

function planDelete(request: ApiRequest, table: TableInfo, cache: SchemaCache): WritePlan {
  const target = targetNode(table, request.query);
  requireFilters("DELETE", target);
  const answer = answerOf(request, strictMaxAffected(request.prefer));
  return {
    kind: "delete",
    table,
    target,
    answer,
    readBack: readBackOf(request, table, cache, answer),
  };
}

/** Plans a POST, PATCH or DELETE on a table or view: the checks PostgREST makes before SQL. */
export function planWrite(request: ApiRequest, table: TableInfo, cache: SchemaCache): WritePlan {
  switch (request.method) {
    case "POST":
      return planInsert(request, table, cache);
    case "PATCH":
      return planUpdate(request, table, cache);
    case "DELETE":
      return planDelete(request, table, cache);
    default:
      throw new Error("a read is planned by planRead");
  }
}
