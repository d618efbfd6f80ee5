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

function conflictSql(conflict: Conflict | undefined, columns: readonly string[]): string {
  if (!conflict) return "";
  const keys = conflict.columns.map(ident).join(", ");
  const updates = columns.filter((column) => !conflict.columns.includes(column));
  if (conflict.resolution === "ignore-duplicates" || updates.length === 0) {
    return ` on conflict (${keys}) do nothing`;
  }
  return ` on conflict (${keys}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")}`;
}

/**
 * The INSERTs for a body of rows. Missing keys are null, as in PostgREST, unless `missingDefault`:
 * then rows are grouped by the keys they have, one INSERT per group, so the table's own defaults
 * (sequences, identities, expressions) fill the rest.
 */
export function insertSql(
  table: TableInfo,
  rows: Record<string, unknown>[],
  columns: readonly string[],
  conflict: Conflict | undefined,
  missingDefault: boolean,
): MutationSql[] {
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const own = missingDefault ? columns.filter((column) => column in row) : [...columns];
    const key = own.join("\u0000");
    const group = groups.get(key) ?? { columns: own, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => (params: Params) => {
    if (group.columns.length === 0) {
      return group.rows.length === 1
        ? `insert into ${target(table)} default values`
        : `insert into ${target(table)} select from generate_series(1, ${group.rows.length})`;
    }
    const list = group.columns.map(ident).join(", ");
    return `insert into ${target(table)} (${list}) select ${list} from json_populate_recordset(null::${target(table)}, ${params.add(JSON.stringify(group.rows))}::json)${conflictSql(conflict, group.columns)}`;
  });
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
