import type { Sql } from "../db";
import { computedRelationships, withComputed } from "./computed-relationships";
import { foreignKeyRelationships, foreignKeys } from "./foreign-key-relationships";
import { type QualifiedName, type Relationship, sameName } from "./relationship-types";
import { viewColumns } from "./view-columns";

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
    const keys = await foreignKeys(pg, this.schemas);
    this.tables = tables;
    const views = await viewColumns(pg, this.schemas);
    this.relationships = withComputed(
      foreignKeyRelationships(keys, views, tables),
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
