import type { Sql } from "../db";
import {
  type ComputedRelationship,
  computedRelationships,
  withComputed,
} from "./computed-relationships";
import { type ViewColumn, viewColumns } from "./view-columns";

export interface ColumnInfo {
  name: string;
  /** The type's name, as `pg_type.typname` spells it (`text`, `int8`, `_text`, `tsvector`). */
  type: string;
  /**
   * The default expression, for `Prefer: missing=default`, as PostgREST's schema cache reads it:
   * a domain's default, an identity's nextval, none for a generated column.
   */
  defaultSql?: string;
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  isView: boolean;
}

export interface QualifiedName {
  schema: string;
  name: string;
}

/** A foreign key seen from one of its two tables, as PostgREST's schema cache lists them. */
export type ForeignKeyRelationship =
  | {
      cardinality: "many-to-one" | "one-to-many" | "one-to-one";
      constraint: string;
      table: QualifiedName;
      foreignTable: QualifiedName;
      /** Pairs of (column of `table`, column of `foreignTable`). */
      columns: [string, string][];
    }
  | {
      cardinality: "many-to-many";
      table: QualifiedName;
      foreignTable: QualifiedName;
      junction: QualifiedName;
      constraints: [string, string];
      /** Pairs of (junction column, `table` column) and (junction column, `foreignTable` column). */
      source: [string, string][];
      target: [string, string][];
    };

/** What an embedding can follow: a foreign key, or a function of the origin's row. */
export type Relationship = ForeignKeyRelationship | ComputedRelationship;

interface ForeignKeyRow {
  constraint_name: string;
  table_schema: string;
  table_name: string;
  foreign_schema: string;
  foreign_name: string;
  columns: string[];
  foreign_columns: string[];
  unique_columns: boolean;
}

const sameName = (a: QualifiedName, b: QualifiedName) => a.schema === b.schema && a.name === b.name;

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
  tables: Map<string, TableInfo>,
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
 * PostgREST's schema cache: the tables, views and relationships (foreign keys, and functions of a
 * row) of the exposed schemas. It is reloaded after any DDL, as PostgREST does on Supabase.
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private relationships: Relationship[] = [];
  private stale = true;

  constructor(readonly schemas: readonly string[] = ["public"]) {}

  markStale(): void {
    this.stale = true;
  }

  async ensureFresh(pg: Sql): Promise<void> {
    if (!this.stale) return;
    const { rows } = await pg.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
      type_name: string;
      default_sql: string | null;
      is_pk: boolean;
      is_view: boolean;
    }>(
      `select n.nspname as table_schema, c.relname as table_name, a.attname as column_name,
              t.typname as type_name,
              case
                when t.typbasetype <> 0 and d.adbin is null then pg_catalog.pg_get_expr(t.typdefaultbin, 0)
                when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
                when a.attgenerated = 's' then null
                else pg_catalog.pg_get_expr(d.adbin, d.adrelid)
              end as default_sql,
              coalesce(a.attnum = any(i.indkey), false) as is_pk,
              c.relkind in ('v', 'm') as is_view
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       left join pg_catalog.pg_depend seq
         on seq.refobjid = c.oid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
        and seq.classid = 'pg_catalog.pg_class'::regclass
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
       where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by n.nspname, c.relname, a.attnum`,
      [this.schemas],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      const key = `${row.table_schema}.${row.table_name}`;
      let table = tables.get(key);
      if (!table) {
        table = {
          schema: row.table_schema,
          name: row.table_name,
          columns: new Map(),
          primaryKey: [],
          isView: row.is_view,
        };
        tables.set(key, table);
      }
      table.columns.set(row.column_name, {
        name: row.column_name,
        type: row.type_name,
        defaultSql: row.default_sql ?? undefined,
      });
      if (row.is_pk) table.primaryKey.push(row.column_name);
    }
    const keys = await pg.query<ForeignKeyRow>(
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
      [this.schemas],
    );
    this.tables = tables;
    const viaViews = keysThroughViews(keys.rows, await viewColumns(pg, this.schemas));
    this.relationships = withComputed(
      relationshipsOf([...keys.rows, ...viaViews], tables),
      await computedRelationships(pg, this.schemas),
    );
    this.stale = false;
  }

  table(schema: string, name: string): TableInfo | undefined {
    return this.tables.get(`${schema}.${name}`);
  }

  /** The relationships that start at `table`. */
  relationshipsFrom(table: QualifiedName): Relationship[] {
    return this.relationships.filter((rel) => sameName(rel.table, table));
  }
}
