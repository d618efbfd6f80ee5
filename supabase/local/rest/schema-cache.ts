import type { Sql } from "../db";

export interface TableInfo {
  name: string;
  columns: Map<string, string>;
  primaryKey: string[];
}

/**
 * PostgREST's schema cache, reduced to tables and columns of the exposed
 * schema. It is reloaded after any DDL, as PostgREST does on Supabase.
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private stale = true;

  markStale(): void {
    this.stale = true;
  }

  async ensureFresh(pg: Sql): Promise<void> {
    if (!this.stale) return;
    const { rows } = await pg.query<{
      table_name: string;
      column_name: string;
      type_name: string;
      is_pk: boolean;
    }>(
      `select c.relname as table_name, a.attname as column_name, t.typname as type_name,
              coalesce(a.attnum = any(i.indkey), false) as is_pk
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname, a.attnum`,
    );
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Map(), primaryKey: [] };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, row.type_name);
      if (row.is_pk) table.primaryKey.push(row.column_name);
    }
    this.tables = tables;
    this.stale = false;
  }

  table(name: string): TableInfo | undefined {
    return this.tables.get(name);
  }
}
