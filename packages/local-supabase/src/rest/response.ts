import { restError } from "./errors";
import type { Media } from "./request";
import { OBJECT_MEDIA_TYPE } from "./request";

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

function csvValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row; nulls are empty fields, JSON values their JSON text. */
export function toCsv(jsonRows: string, columns: readonly string[]): string {
  const rows = JSON.parse(jsonRows) as Record<string, unknown>[];
  const header = columns.length > 0 ? columns : Object.keys(rows[0] ?? {});
  const lines = [header.map(csvValue).join(",")];
  for (const row of rows) lines.push(header.map((column) => csvValue(row[column])).join(","));
  return lines.join("\n");
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

/** The body in the negotiated media type: the array, the one object, or CSV. */
export function represent(
  row: ResultRow,
  media: Media,
  columns: readonly string[],
  stripNulls = false,
): string {
  if (media === "csv") return toCsv(row.body, columns);
  const body = media === "object" ? singular(row) : row.body;
  return stripNulls ? stripNullFields(body) : body;
}
