import type { Sql } from "../db";

/**
 * Schemas the platform owns: hosted Supabase creates and upgrades them itself, so a dump carries
 * none of their definitions and only the rows of PLATFORM_TABLES.
 */
export const PLATFORM_SCHEMAS = [
  "auth",
  "storage",
  "realtime",
  "net",
  "cron",
  "extensions",
  "graphql",
  "graphql_public",
  "vault",
  "pgsodium",
  "pgbouncer",
  "supabase_functions",
  "supabase_migrations",
  "supabase_local",
];

/**
 * The platform tables whose rows are the project's own: the accounts with their sign-in methods
 * and second factors, and Storage's buckets and object records. Sessions, refresh tokens and
 * pending email or PKCE flows are left out: they die with the signing key anyway.
 */
export const PLATFORM_TABLES = [
  "auth.users",
  "auth.identities",
  "auth.mfa_factors",
  "storage.buckets",
  "storage.objects",
];

export interface DumpedTable {
  schema: string;
  name: string;
  /** Written on load; generated columns are left for the target to compute. */
  columns: string[];
  /** `generated always as identity` columns, which a load must override. */
  hasIdentity: boolean;
  /** The primary key's columns, the rows' order in the dump; empty without one. */
  key: string[];
}

export interface DumpedSequence {
  schema: string;
  name: string;
}

/** A name as SQL spells it: always quoted, so any name round-trips. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** The project's schemas: everything but Postgres' own and the platform's. */
const PROJECT_SCHEMA_FILTER = `
  n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'
  and n.nspname <> all ($1::text[])`;

/** Tables made by an extension come back with it; their rows are not the project's. */
const NOT_FROM_EXTENSION = `
  not exists (select 1 from pg_catalog.pg_depend d
              where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

interface TableRow {
  schema: string;
  name: string;
  oid: number;
  columns: string[];
  identity: boolean;
  key: string[] | null;
}

/** The tables whose rows a dump carries, parents before the tables referencing them. */
export async function dumpedTables(pg: Sql): Promise<DumpedTable[]> {
  const { rows } = await pg.query<TableRow>(
    `select n.nspname as schema, c.relname as name, c.oid::int as oid,
            array(select a.attname::text from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns,
            exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity = 'a') as identity,
            (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, ord)
                          join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                          order by k.ord)
             from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary) as key
     from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and ((${PROJECT_SCHEMA_FILTER}) or (n.nspname || '.' || c.relname) = any ($2::text[]))
       and ${NOT_FROM_EXTENSION}
     order by n.nspname, c.relname`,
    [PLATFORM_SCHEMAS, PLATFORM_TABLES],
  );
  const { rows: references } = await pg.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent
     from pg_catalog.pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  return parentsFirst(rows, references).map((row) => ({
    schema: row.schema,
    name: row.name,
    columns: row.columns,
    hasIdentity: row.identity,
    key: row.key ?? [],
  }));
}

/**
 * Orders the tables so each comes after the ones it references. A cycle of references keeps its
 * catalog order; the load does not check references, so any order loads, this one reads best.
 */
function parentsFirst(
  tables: readonly TableRow[],
  references: readonly { child: number; parent: number }[],
): TableRow[] {
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const ordered: TableRow[] = [];
  const state = new Map<number, "visiting" | "done">();
  const visit = (table: TableRow): void => {
    if (state.has(table.oid)) return;
    state.set(table.oid, "visiting");
    for (const { child, parent } of references) {
      const referenced = child === table.oid ? byOid.get(parent) : undefined;
      if (referenced) visit(referenced);
    }
    state.set(table.oid, "done");
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** The sequences of the project's schemas, whose positions a dump carries. */
export async function dumpedSequences(pg: Sql): Promise<DumpedSequence[]> {
  const { rows } = await pg.query<DumpedSequence>(
    `select n.nspname as schema, c.relname as name
     from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${PROJECT_SCHEMA_FILTER} and ${NOT_FROM_EXTENSION}
     order by n.nspname, c.relname`,
    [PLATFORM_SCHEMAS],
  );
  return rows;
}
