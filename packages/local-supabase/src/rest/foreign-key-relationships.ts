import type { Sql } from "../db";
import { type ForeignKeyRelationship, sameName } from "./relationship-types";
import type { ViewColumn } from "./view-columns";

/** A foreign key of, or to, a table of the exposed schemas, as the catalog lists it. */
export interface ForeignKeyRow {
  constraint_name: string;
  table_schema: string;
  table_name: string;
  foreign_schema: string;
  foreign_name: string;
  columns: string[];
  foreign_columns: string[];
  unique_columns: boolean;
}

/** The foreign keys of the exposed schemas' tables, and those of other schemas' tables to them. */
export async function foreignKeys(pg: Sql, schemas: readonly string[]): Promise<ForeignKeyRow[]> {
  const { rows } = await pg.query<ForeignKeyRow>(
    `select con.conname as constraint_name,
            ns.nspname as table_schema, cls.relname as table_name,
            fns.nspname as foreign_schema, fcls.relname as foreign_name,
            array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                  order by k.ord) as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
                  join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                  order by k.ord) as foreign_columns,
            exists (select 1 from pg_catalog.pg_index ix
                    where ix.indrelid = con.conrelid and ix.indisunique and ix.indpred is null
                      and (select array_agg(x order by x) from unnest(ix.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as unique_columns
     from pg_catalog.pg_constraint con
     join pg_catalog.pg_class cls on cls.oid = con.conrelid
     join pg_catalog.pg_namespace ns on ns.oid = cls.relnamespace
     join pg_catalog.pg_class fcls on fcls.oid = con.confrelid
     join pg_catalog.pg_namespace fns on fns.oid = fcls.relnamespace
     where con.contype = 'f' and (ns.nspname = any($1) or fns.nspname = any($1))
     order by con.conname`,
    [schemas],
  );
  return rows;
}

interface KeyEnd {
  schema: string;
  name: string;
  columns: string[];
}

/** The table's end of a key, and each view that shows every one of its columns. */
function endsThroughViews(end: KeyEnd, columns: readonly ViewColumn[]): KeyEnd[] {
  const views = new Map<string, Map<string, string>>();
  for (const column of columns) {
    if (column.tableSchema !== end.schema || column.tableName !== end.name) continue;
    const view = `${column.viewSchema}.${column.viewName}`;
    const shown = views.get(view) ?? new Map<string, string>();
    if (!shown.has(column.tableColumn)) shown.set(column.tableColumn, column.column);
    views.set(view, shown);
  }
  const ends = [end];
  for (const [view, shown] of views) {
    if (!end.columns.every((column) => shown.has(column))) continue;
    const dot = view.indexOf(".");
    ends.push({
      schema: view.slice(0, dot),
      name: view.slice(dot + 1),
      columns: end.columns.map((column) => shown.get(column)!),
    });
  }
  return ends;
}

/**
 * The keys a view takes from the tables it shows, as PostgREST infers them: a view that shows
 * every column of a key's end stands in for that table, on either end or both.
 */
function keysThroughViews(keys: ForeignKeyRow[], columns: readonly ViewColumn[]): ForeignKeyRow[] {
  if (columns.length === 0) return [];
  return keys.flatMap((key) => {
    const sources = endsThroughViews(
      { schema: key.table_schema, name: key.table_name, columns: key.columns },
      columns,
    );
    const targets = endsThroughViews(
      { schema: key.foreign_schema, name: key.foreign_name, columns: key.foreign_columns },
      columns,
    );
    return sources.flatMap((source, i) =>
      targets.flatMap((target, j) =>
        i === 0 && j === 0
          ? []
          : [
              {
                ...key,
                table_schema: source.schema,
                table_name: source.name,
                columns: source.columns,
                foreign_schema: target.schema,
                foreign_name: target.name,
                foreign_columns: target.columns,
              },
            ],
      ),
    );
  });
}

/** Every relationship of the foreign keys: both directions, and many-to-many through junctions. */
function relationshipsOf(
  keys: ForeignKeyRow[],
  tables: ReadonlyMap<string, { primaryKey: readonly string[] }>,
): ForeignKeyRelationship[] {
  const rels: ForeignKeyRelationship[] = [];
  const manyToOne: (ForeignKeyRelationship & { cardinality: "many-to-one" })[] = [];
  for (const key of keys) {
    const table = { schema: key.table_schema, name: key.table_name };
    const foreignTable = { schema: key.foreign_schema, name: key.foreign_name };
    const pairs = key.columns.map((column, i): [string, string] => [
      column,
      key.foreign_columns[i]!,
    ]);
    const swapped = pairs.map(([a, b]): [string, string] => [b, a]);
    const base = { constraint: key.constraint_name };
    if (key.unique_columns) {
      rels.push({ ...base, cardinality: "one-to-one", table, foreignTable, columns: pairs });
      rels.push({
        ...base,
        cardinality: "one-to-one",
        table: foreignTable,
        foreignTable: table,
        columns: swapped,
      });
    } else {
      const m2o = {
        ...base,
        cardinality: "many-to-one" as const,
        table,
        foreignTable,
        columns: pairs,
      };
      manyToOne.push(m2o);
      rels.push(m2o);
      rels.push({
        ...base,
        cardinality: "one-to-many",
        table: foreignTable,
        foreignTable: table,
        columns: swapped,
      });
    }
  }
  // A table with keys to two tables, whose key columns are all in its primary key, joins them.
  for (const first of manyToOne) {
    for (const second of manyToOne) {
      if (first.constraint === second.constraint || !sameName(first.table, second.table)) continue;
      const junction = tables.get(`${first.table.schema}.${first.table.name}`);
      const used = [...first.columns, ...second.columns].map(([column]) => column);
      if (!junction || !used.every((column) => junction.primaryKey.includes(column))) continue;
      rels.push({
        cardinality: "many-to-many",
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        junction: first.table,
        constraints: [first.constraint, second.constraint],
        source: first.columns,
        target: second.columns,
      });
    }
  }
  return rels;
}

/**
 * The relationships of the keys, both directions and many-to-many through junctions, each also
 * through the views that show a key's columns. `tables` gives a junction's primary key.
 */
export function foreignKeyRelationships(
  keys: ForeignKeyRow[],
  views: readonly ViewColumn[],
  tables: ReadonlyMap<string, { primaryKey: readonly string[] }>,
): ForeignKeyRelationship[] {
  return relationshipsOf([...keys, ...keysThroughViews(keys, views)], tables);
}
