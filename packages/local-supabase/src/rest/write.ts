import type { Sql } from "../db";
import { restError } from "./errors";
import { isObject } from "../json";
import { planRead, type ReadNode } from "./plan";
import type { QueryParams } from "./query";
import { checkAffected, strictMaxAffected } from "./preferences";
import { levelSql } from "./read-sql";
import type { ApiRequest } from "./request";
import {
  bodySql,
  contentRange,
  contentType,
  type Outcome,
  queryRow,
  represent,
  type ResultRow,
} from "./response";
import type { SchemaCache, TableInfo } from "./schema-cache";
import { ident, Params } from "./sql-text";
import {
  type Conflict,
  deleteSql,
  insertSql,
  type MutationSql,
  targetNode,
  updateSql,
} from "./write-sql";

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

interface Written {
  row: ResultRow;
  returning: boolean;
}

/**
 * Runs the mutation. Rows are only read back (RETURNING, which row-level security checks against
 * the SELECT policies) when the client wants them; otherwise the count is the affected rows.
 */
async function run(
  tx: Sql,
  request: ApiRequest,
  table: TableInfo,
  mutation: MutationSql,
  cache: SchemaCache,
): Promise<Written> {
  const returning = request.prefer.return === "representation" || request.media === "object";
  const params = new Params();
  const write = mutation(params);
  if (!returning) {
    const n = (await tx.query(write, params.values)).affectedRows ?? 0;
    return { row: { body: "[]", n }, returning };
  }
  // The written rows go by the table's name, so an error about a column names the table.
  const source = ident(table.name);
  const node = planRead(
    cache,
    { from: source, ref: source, table },
    representationQuery(request.query),
  );
  const rows = levelSql(node, params, { paging: false });
  const row = await queryRow(
    tx,
    `with ${source} as (${write} returning ${ident(table.schema)}.${ident(table.name)}.*) ${bodySql(rows, request.media)}`,
    params,
  );
  return { row, returning };
}

function answer(request: ApiRequest, written: Written, status: number, range: string): Outcome {
  const headers: Record<string, string> = { "Content-Range": range };
  if (!written.returning) return { status, headers };
  const body = represent(written.row, request.media, request.stripNulls);
  if (request.prefer.return !== "representation") return { status, headers };
  return {
    status,
    body,
    headers: { ...headers, "Content-Type": contentType(request.media, request.stripNulls) },
  };
}

const counted = (request: ApiRequest, n: number) =>
  request.prefer.count === "exact" || request.prefer.count === "estimated" ? n : undefined;

/**
 * How many of the payload's rows already have a row with the same conflict columns: those a
 * merge updates rather than inserts. Read in the write's transaction, before it.
 */
async function rowsAlreadyStored(
  tx: Sql,
  table: TableInfo,
  rows: readonly object[],
  columns: readonly string[],
): Promise<number> {
  const name = `${ident(table.schema)}.${ident(table.name)}`;
  const same = columns.map((column) => `stored.${ident(column)} = given.${ident(column)}`);
  const { rows: counted } = await tx.query<{ n: number }>(
    `select count(*)::int as n from json_populate_recordset(null::${name}, $1::json) as given ` +
      `where exists (select 1 from ${name} as stored where ${same.join(" and ")})`,
    [JSON.stringify(rows)],
  );
  return counted[0]?.n ?? 0;
}

export async function insertRows(
  tx: Sql,
  request: ApiRequest,
  table: TableInfo,
  cache: SchemaCache,
): Promise<Outcome> {
  const body = request.payload;
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw restError(400, "PGRST102", "Empty or invalid json");
  const columns = request.query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  checkColumns(table, columns);
  const resolution = request.prefer.resolution;
  const conflict: Conflict | undefined = resolution
    ? { columns: request.query.onConflict ?? table.primaryKey, resolution }
    : undefined;
  if (conflict) checkColumns(table, conflict.columns);
  const mutation = insertSql(table, rows, columns, conflict, request.prefer.missing === "default");
  const updated =
    conflict?.resolution === "merge-duplicates"
      ? await rowsAlreadyStored(tx, table, rows, conflict.columns)
      : 0;
  const written = await run(tx, request, table, mutation, cache);
  const total = counted(request, written.row.n);
  // As PostgREST: only a merge that inserted nothing (every row merged) is 200, never an ignore.
  const merged = conflict?.resolution === "merge-duplicates" && rows.length === updated;
  const status = merged ? 200 : 201;
  return answer(request, written, status, `*/${total === undefined ? "*" : total}`);
}

export async function updateRows(
  tx: Sql,
  request: ApiRequest,
  table: TableInfo,
  cache: SchemaCache,
): Promise<Outcome> {
  const body = request.payload;
  if (!isObject(body)) throw restError(400, "PGRST102", "Empty or invalid json");
  const columns = request.query.columns ?? Object.keys(body);
  checkColumns(table, columns);
  const node = targetNode(table, request.query.conditions.get("") ?? []);
  requireFilters("UPDATE", node);
  if (columns.length === 0) {
    const empty: Written = {
      row: { body: "[]", n: 0, first: null },
      returning: request.prefer.return === "representation" || request.media === "object",
    };
    return answer(
      request,
      empty,
      empty.returning ? 200 : 204,
      contentRange(0, 0, counted(request, 0)),
    );
  }
  const written = await run(
    tx,
    request,
    table,
    updateSql(table, body, columns, request.prefer.missing === "default", node),
    cache,
  );
  checkAffected(strictMaxAffected(request.prefer), written.row.n);
  const status = request.prefer.return === "representation" ? 200 : 204;
  return answer(
    request,
    written,
    status,
    contentRange(0, written.row.n, counted(request, written.row.n)),
  );
}

export async function deleteRows(
  tx: Sql,
  request: ApiRequest,
  table: TableInfo,
  cache: SchemaCache,
): Promise<Outcome> {
  const node = targetNode(table, request.query.conditions.get("") ?? []);
  requireFilters("DELETE", node);
  const written = await run(tx, request, table, deleteSql(table, node), cache);
  checkAffected(strictMaxAffected(request.prefer), written.row.n);
  const status = request.prefer.return === "representation" ? 200 : 204;
  const total = counted(request, written.row.n);
  return answer(request, written, status, `*/${total === undefined ? "*" : total}`);
}
