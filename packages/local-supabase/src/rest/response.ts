import type { Sql } from "../db";
import { restError } from "./errors";
import type { Media } from "./request";
import { OBJECT_MEDIA_TYPE } from "./request";
import { aggregateSql } from "./read-sql";
import type { Params } from "./sql-text";

export interface Outcome {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

/** The aggregated result of a statement: the JSON array, its length, and its first row. */
export interface ResultRow {
  body: string;
  n: number;
  first?: string | null;
}

/** Runs a statement that aggregates its rows into one `ResultRow`; no row reads as none. */
export async function queryRow(tx: Sql, sql: string, params: Params): Promise<ResultRow> {
  const { rows } = await tx.query<ResultRow>(sql, params.values);
  return rows[0] ?? { body: "[]", n: 0 };
}

/** PostgREST's Content-Range: `lower-upper/total`, with `*` for an empty range or unknown total. */
export function contentRange(lower: number, count: number, total: number | undefined): string {
  const upper = lower + count - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total === undefined ? "*" : total}`;
}

/** Refuses a singular response of other than one row; thrown, so a write rolls back. */
export function singular(row: ResultRow): string {
  if (row.n !== 1) {
    throw restError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${row.n} rows`,
    );
  }
  return row.first ?? "null";
}

/**
 * PostgREST's CSV, written by Postgres: a header of the first row's keys, then each row in its
 * record text form without the parentheses (values quoted as Postgres quotes them, nulls empty).
 */
function csvSql(rows: string): string {
  const header =
    "(select coalesce(string_agg(pgrst_k.k, ','), '') from (select json_object_keys(row_to_json(pgrst_h)) as k from (select * from pgrst_source limit 1) as pgrst_h) as pgrst_k)";
  const lines =
    "coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')";
  // A subquery of its own, so it can follow a write's WITH.
  return `select body, n from (with pgrst_source as (${rows}) select ${header} || E'\\n' || ${lines} as body, count(*)::int as n from pgrst_source as _postgrest_t) as pgrst_csv`;
}

/** The statement that turns a row source into the body of the negotiated media type. */
export function bodySql(rows: string, media: Media): string {
  return media === "csv" ? csvSql(rows) : aggregateSql(rows, media === "object");
}

export function contentType(media: Media, stripNulls = false): string {
  if (media === "csv") return "text/csv; charset=utf-8";
  if (stripNulls) {
    const type = media === "object" ? OBJECT_MEDIA_TYPE : "application/vnd.pgrst.array+json";
    return `${type};nulls=stripped; charset=utf-8`;
  }
  if (media === "object") return `${OBJECT_MEDIA_TYPE}; charset=utf-8`;
  return "application/json; charset=utf-8";
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([name, field]) => [name, withoutNulls(field)]),
  );
}

/**
 * JSON with every null object field left out, at any depth, as PostgreSQL's json_strip_nulls
 * does for PostgREST; nulls in arrays stay.
 */
export function stripNullFields(json: string): string {
  return JSON.stringify(withoutNulls(JSON.parse(json)));
}

/** The body in the negotiated media type: the array, the one object, or the CSV already made. */
export function represent(row: ResultRow, media: Media, stripNulls = false): string {
  if (media === "csv") return row.body;
  const body = media === "object" ? singular(row) : row.body;
  return stripNulls ? stripNullFields(body) : body;
}
