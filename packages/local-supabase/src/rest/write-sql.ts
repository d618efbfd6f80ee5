import { conditionSql } from "./filter-sql";
import type { ReadNode } from "./plan";
import { levelSql } from "./read-sql";
import { bodySql } from "./response";
import type { TableInfo } from "./schema-cache";
import { ident, type Params, qualified } from "./sql-text";
import type { Conflict, WritePlan } from "./write-plan";

type Planned<Kind extends WritePlan["kind"]> = Extract<WritePlan, { kind: Kind }>;

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
function insertSql(plan: Planned<"insert">, params: Params): string {
  const { table, rows, columns, missingDefault } = plan;
  if (columns.length === 0) {
    return rows.length === 1
      ? `insert into ${target(table)} default values`
      : `insert into ${target(table)} select from generate_series(1, ${rows.length})`;
  }
  const list = columns.map(ident).join(", ");
  const populate = missingDefault ? "jsonb_populate_recordset" : "json_populate_recordset";
  const source = rowsJsonSql(table, rows, columns, missingDefault, params);
  return `insert into ${target(table)} (${list}) select ${list} from ${populate}(null::${target(table)}, ${source})${conflictSql(plan.conflict, columns)}`;
}

function whereSql(node: ReadNode, params: Params): string {
  if (node.conditions.length === 0) return "";
  return ` where ${node.conditions.map((condition) => conditionSql(node, condition, params)).join(" and ")}`;
}

/**
 * The UPDATE of `columns` (`?columns=`, else the body's keys) from the body; a listed column the
 * body lacks becomes null, or its default with `Prefer: missing=default`.
 */
function updateSql(plan: Planned<"update">, params: Params): string {
  const { table, body, columns, missingDefault, target: node } = plan;
  const assignments = columns
    .map((column) =>
      missingDefault && !(column in body)
        ? `${ident(column)} = default`
        : `${ident(column)} = _postgrest_body.${ident(column)}`,
    )
    .join(", ");
  const row = params.add(JSON.stringify(body));
  return `update ${target(table)} set ${assignments} from (select * from json_populate_record(null::${target(table)}, ${row}::json)) _postgrest_body${whereSql(node, params)}`;
}

function deleteSql(plan: Planned<"delete">, params: Params): string {
  return `delete from ${target(plan.table)}${whereSql(plan.target, params)}`;
}

/** A planned write's statement, RETURNING nothing. */
function mutationSql(plan: Planned<"insert" | "update" | "delete">, params: Params): string {
  switch (plan.kind) {
    case "insert":
      return insertSql(plan, params);
    case "update":
      return updateSql(plan, params);
    case "delete":
      return deleteSql(plan, params);
  }
}

/**
 * A planned write's SQL. Rows are only read back (RETURNING, which row-level security checks
 * against the SELECT policies) when the plan reads them back; the written rows go by the
 * table's name there, and the statement answers one row of the body, its length and first row.
 */
export function writeSql(plan: Planned<"insert" | "update" | "delete">, params: Params): string {
  const write = mutationSql(plan, params);
  if (!plan.readBack) return write;
  const rows = levelSql(plan.readBack, params, { paging: false });
  const returning = `${ident(plan.table.schema)}.${ident(plan.table.name)}.*`;
  return `with ${ident(plan.table.name)} as (${write} returning ${returning}) ${bodySql(rows, plan.answer.media)}`;
}

/**
 * How many of the payload's rows already have a row with the same conflict columns: those a
 * merge updates rather than inserts.
 */
export function storedRowsSql(plan: Planned<"insert">, conflict: Conflict, params: Params): string {
  const name = target(plan.table);
  const same = conflict.columns.map((column) => `stored.${ident(column)} = given.${ident(column)}`);
  return (
    `select count(*)::int as n from json_populate_recordset(null::${name}, ${params.add(JSON.stringify(plan.rows))}::json) as given ` +
    `where exists (select 1 from ${name} as stored where ${same.join(" and ")})`
  );
}
