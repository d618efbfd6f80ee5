import type { Sql } from "../db";
import { type ComputedRelationship, type Relationship, sameName } from "./relationship-types";
import { qualified } from "./sql-text";

interface ComputedRow {
  function_schema: string;
  function_name: string;
  table_schema: string;
  table_name: string;
  foreign_schema: string;
  foreign_name: string;
  to_one: boolean;
}

/**
 * Every function of the exposed schemas whose only parameter is a table's or view's row and
 * which returns a table's or view's rows, as PostgREST's schema cache reads them. PostgREST finds
 * one only for an origin of the function's own schema, so the argument's table is there too.
 */
export async function computedRelationships(
  pg: Sql,
  schemas: readonly string[],
): Promise<ComputedRelationship[]> {
  const { rows } = await pg.query<ComputedRow>(
    `select fn.nspname as function_schema, p.proname as function_name,
            arg_ns.nspname as table_schema, arg.relname as table_name,
            ret_ns.nspname as foreign_schema, ret.relname as foreign_name,
            not p.proretset or p.prorows = 1 as to_one
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace fn on fn.oid = p.pronamespace
     join pg_catalog.pg_class arg
       on arg.reltype = p.proargtypes[0] and arg.relkind in ('r', 'v', 'm', 'f', 'p')
     join pg_catalog.pg_namespace arg_ns on arg_ns.oid = arg.relnamespace
     join pg_catalog.pg_class ret
       on ret.reltype = p.prorettype and ret.relkind in ('r', 'v', 'm', 'f', 'p')
     join pg_catalog.pg_namespace ret_ns on ret_ns.oid = ret.relnamespace
     where p.pronargs = 1 and fn.nspname = any($1) and arg_ns.nspname = fn.nspname
       and ret_ns.nspname = any($1)
     order by fn.nspname, p.proname, arg.relname`,
    [schemas],
  );
  return rows.map((row) => ({
    cardinality: row.to_one ? "many-to-one" : "one-to-many",
    function: { schema: row.function_schema, name: row.function_name },
    table: { schema: row.table_schema, name: row.table_name },
    foreignTable: { schema: row.foreign_schema, name: row.foreign_name },
  }));
}

/**
 * The relationships with the computed ones added. A function named (schema included) as a table
 * the origin has keys to replaces all of those keys' relationships, as PostgREST lets a computed
 * relationship override detected ones.
 */
export function withComputed(
  detected: readonly Relationship[],
  computed: readonly ComputedRelationship[],
): Relationship[] {
  const overridden = (rel: Relationship) =>
    computed.some((fn) => sameName(fn.table, rel.table) && sameName(fn.function, rel.foreignTable));
  return [...detected.filter((rel) => !overridden(rel)), ...computed];
}

/**
 * The embedded rows' FROM item: the function called with the parent's row. The row is cast to
 * the parameter's type, as PostgREST does, so overloads resolve and a written row (a CTE's
 * record) passes too.
 */
export function computedFromSql(
  rel: ComputedRelationship,
  parentRef: string,
  alias: string,
): string {
  const row = `${parentRef}.*::${qualified(rel.table.schema, rel.table.name)}`;
  return `${qualified(rel.function.schema, rel.function.name)}(${row}) as ${alias}`;
}
