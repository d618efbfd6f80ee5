import { conditionSql } from "./filter-sql";
import type { ReadNode } from "./plan";
import type { Condition } from "./query";
import type { TableInfo } from "./schema-cache";
import { ident, type Params, qualified } from "./sql-text";

/** A mutation's SQL, without RETURNING, written against the parameters it is given. */
export type MutationSql = (params: Params) => string;

export interface Conflict {
  columns: readonly string[];
  resolution: "merge-duplicates" | "ignore-duplicates";
}

function target(table: TableInfo): string {
  return qualified(table.schema, table.name);
}

/**
 * PostgREST's ON CONFLICT: a merge sets every written column from EXCLUDED, the conflict columns
 * too, so a row naming only them still comes back; without columns there is nothing to merge.
 */
function conflictSql(conflict: Conflict | undefined, columns: readonly string[]): string {
  if (!conflict) return "";
  const keys = conflict.columns.map(ident).join(", ");
  if (conflict.resolution === "ignore-duplicates" || columns.length === 0) {
    return ` on conflict (${keys}) do nothing`;
  }
  return ` on conflict (${keys}) do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")}`;
}

/**
 * The body as a JSON array of rows. With `missing=default`, as PostgREST does, each row is laid
 * over an object of the columns' defaults, evaluated for every row (a sequence advances even for
 * rows that give the key), so a missing key takes its default and a present one wins.
 */
function rowsJsonSql(
  table: TableInfo,
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  missingDefault: boolean,
  params: Params,
): string {
  const body = params.add(JSON.stringify(rows));
  if (!missingDefault) return `${body}::json`;
  const defaults = columns.flatMap((column) => {
    const sql = table.columns.get(column)?.defaultSql;
    return sql === undefined ? [] : [`${params.add(column)}::text, ${sql}`];
  });
  // A function takes at most 100 arguments: the pairs go in objects of 50, joined.
  const objects = Array.from(
    { length: Math.ceil(defaults.length / 50) },
    (_, i) => `jsonb_build_object(${defaults.slice(i * 50, i * 50 + 50).join(", ")})`,
  );
  const over = [...objects, "pgrst_elem"].join(" || ");
  return `(select coalesce(jsonb_agg(${over}), '[]') from jsonb_array_elements(${body}::jsonb) as pgrst_elem)`;
}

/** The INSERT of a body of rows. Missing keys are null, as in PostgREST, unless `missingDefault`. */
export function insertSql(
  table: TableInfo,
  rows: Record<string, unknown>[],
  columns: readonly string[],
  conflict: Conflict | undefined,
  missingDefault: boolean,
): MutationSql {
  return (params: Params) => {
    if (columns.length === 0) {
      return rows.length === 1
        ? `insert into ${target(table)} default values`
        : `insert into ${target(table)} select from generate_series(1, ${rows.length})`;
    }
    const list = columns.map(ident).join(", ");
    const populate = missingDefault ? "jsonb_populate_recordset" : "json_populate_recordset";
    const source = rowsJsonSql(table, rows, columns, missingDefault, params);
    return `insert into ${target(table)} (${list}) select ${list} from ${populate}(null::${target(table)}, ${source})${conflictSql(conflict, columns)}`;
  };
}

function whereSql(node: ReadNode, conditions: readonly Condition[], params: Params): string {
  if (conditions.length === 0) return "";
  return ` where ${conditions.map((condition) => conditionSql(node, condition, params)).join(" and ")}`;
}

/** The node filters are written against: the target table itself, without embeds. */
export function targetNode(table: TableInfo, conditions: Condition[]): ReadNode {
  const ref = target(table);
  return { from: ref, ref, table, items: [], embeds: [], conditions, order: [], range: {} };
}

/**
 * The UPDATE of `columns` (`?columns=`, else the body's keys) from the body; a listed column the
 * body lacks becomes null, or its default with `Prefer: missing=default`.
 */
export function updateSql(
  table: TableInfo,
  body: Record<string, unknown>,
  columns: readonly string[],
  missingDefault: boolean,
  node: ReadNode,
): MutationSql {
  return (params) => {
    const assignments = columns
      .map((column) =>
        missingDefault && !(column in body)
          ? `${ident(column)} = default`
          : `${ident(column)} = _postgrest_body.${ident(column)}`,
      )
      .join(", ");
    const row = params.add(JSON.stringify(body));
    return `update ${target(table)} set ${assignments} from (select * from json_populate_record(null::${target(table)}, ${row}::json)) _postgrest_body${whereSql(node, node.conditions, params)}`;
  };
}

export function deleteSql(table: TableInfo, node: ReadNode): MutationSql {
  return (params) => `delete from ${target(table)}${whereSql(node, node.conditions, params)}`;
}
