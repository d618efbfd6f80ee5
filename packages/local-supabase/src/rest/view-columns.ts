import type { Sql } from "../db";

/** A view's column and the table column it shows, as its query's target list records it. */
export interface ViewColumn {
  viewSchema: string;
  viewName: string;
  column: string;
  tableSchema: string;
  tableName: string;
  tableColumn: string;
}

/*
 * A node tree's text (nodeToString) nests `{NODE :field value ...}` nodes in `( ... )` lists;
 * a name's spaces, braces and parentheses are escaped with a backslash.
 */

/** The `:name value` fields of one node at the top level of `text` (nested nodes skipped). */
function topLevelFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === "\\") i += 1;
    else if (char === "{" || char === "(") depth += 1;
    else if (char === "}" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) {
      const match = /^:(\w+) ((?:\\.|[^\s\\])+)/.exec(text.slice(i));
      if (match) fields.set(match[1]!, match[2]!.replace(/\\(.)/g, "$1"));
    }
  }
  return fields;
}

/** The text of each `{...}` node directly inside the list that starts at `start` ("(" ). */
function listItems(text: string, start: number): string[] {
  const items: string[] = [];
  let depth = 0;
  let itemStart = -1;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === "\\") i += 1;
    else if (char === "(" || char === "{") {
      depth += 1;
      if (char === "{" && depth === 2) itemStart = i + 1;
    } else if (char === ")" || char === "}") {
      if (char === "}" && depth === 2 && itemStart >= 0) {
        items.push(text.slice(itemStart, i));
        itemStart = -1;
      }
      depth -= 1;
      if (depth === 0) break;
    }
  }
  return items;
}

/**
 * Where the top-level query of a view's rule (`pg_rewrite.ev_action`, a list of one QUERY node)
 * takes each output column from: Postgres records the originating table and column of each
 * target entry (`resorigtbl`, `resorigcol`), through subqueries and CTEs.
 */
export function targetOrigins(
  evAction: string,
): { column: string; table: number; attnum: number }[] {
  const query = listItems(evAction, evAction.indexOf("("))[0];
  if (!query) return [];
  // The top-level target list: the first ":targetList" outside every nested node.
  let depth = 0;
  let at = -1;
  for (let i = 0; i < query.length && at < 0; i += 1) {
    const char = query[i]!;
    if (char === "\\") i += 1;
    else if (char === "{" || char === "(") depth += 1;
    else if (char === "}" || char === ")") depth -= 1;
    else if (depth === 0 && query.startsWith(":targetList ", i)) at = i + ":targetList ".length;
  }
  if (at < 0 || query[at] !== "(") return [];
  return listItems(query, at).flatMap((entry) => {
    const fields = topLevelFields(entry.replace(/^TARGETENTRY\s*/, ""));
    const table = Number(fields.get("resorigtbl"));
    const attnum = Number(fields.get("resorigcol"));
    const column = fields.get("resname");
    if (!column || column === "<>" || !table || !attnum || fields.get("resjunk") === "true") {
      return [];
    }
    return [{ column, table, attnum }];
  });
}

/**
 * Every column of the views in `schemas` that shows a table's column as it is, so a foreign key
 * of the table reaches the view, as PostgREST infers relationships through views.
 */
export async function viewColumns(pg: Sql, schemas: readonly string[]): Promise<ViewColumn[]> {
  const views = await pg.query<{ view_schema: string; view_name: string; action: string }>(
    `select n.nspname as view_schema, c.relname as view_name, r.ev_action::text as action
     from pg_catalog.pg_rewrite r
     join pg_catalog.pg_class c on c.oid = r.ev_class
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1)`,
    [schemas],
  );
  const origins = views.rows.flatMap((view) =>
    targetOrigins(view.action).map((origin) => ({ ...origin, view })),
  );
  if (origins.length === 0) return [];
  const columns = await pg.query<{
    oid: number;
    attnum: number;
    schema: string;
    name: string;
    column: string;
  }>(
    `select c.oid::int as oid, a.attnum::int as attnum, n.nspname as schema, c.relname as name,
            a.attname as column
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_class c on c.oid = a.attrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.oid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`,
    [[...new Set(origins.map((origin) => origin.table))]],
  );
  const byKey = new Map(columns.rows.map((row) => [`${row.oid}.${row.attnum}`, row]));
  const direct = origins.flatMap((origin): ViewColumn[] => {
    const source = byKey.get(`${origin.table}.${origin.attnum}`);
    return source
      ? [
          {
            viewSchema: origin.view.view_schema,
            viewName: origin.view.view_name,
            column: origin.column,
            tableSchema: source.schema,
            tableName: source.name,
            tableColumn: source.column,
          },
        ]
      : [];
  });
  return direct.map((column) => throughViews(column, direct));
}

/** A view's column followed through the views it reads, down to a table's column. */
function throughViews(column: ViewColumn, all: readonly ViewColumn[]): ViewColumn {
  let current = column;
  for (let step = 0; step < all.length; step += 1) {
    const next = all.find(
      (other) =>
        other.viewSchema === current.tableSchema &&
        other.viewName === current.tableName &&
        other.column === current.tableColumn,
    );
    if (!next) break;
    current = { ...column, ...pick(next) };
  }
  return current;
}

const pick = ({ tableSchema, tableName, tableColumn }: ViewColumn) => ({
  tableSchema,
  tableName,
  tableColumn,
});
