import type { Sql } from "../db";

/** A Postgres type as the generator needs it: where it lives and what kind it is. */
export interface PgType {
  oid: number;
  schema: string;
  name: string;
  /** b base, e enum, c composite, d domain, p pseudo, r range. */
  kind: string;
  /** Arrays: the element type. */
  elementOid: number;
  /** Domains: the type they constrain. */
  baseOid: number;
  /** Composite types: their relation, a table's or view's or a standalone one's. */
  relationOid: number;
  /** `format_type`: schema-qualified only off the search path, as postgres-meta reads it. */
  format: string;
}

export interface Column {
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** `generated always as identity` or a generated column: never written by a client. */
  neverWritten: boolean;
  identity: boolean;
  updatable: boolean;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  /** r table, p partitioned table, f foreign table, v view, m materialised view. */
  kind: string;
  /** Views that accept inserts and updates. */
  updatable: boolean;
  columns: Column[];
}

export interface ForeignKey {
  name: string;
  schema: string;
  relation: string;
  columns: string[];
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
  /** The key's columns are also unique in the referencing relation. */
  oneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  typeOid: number;
  /** i in, o out, b inout, v variadic, t table. */
  mode: string;
  hasDefault: boolean;
}

export interface PgFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnTypeOid: number;
  returnsSet: boolean;
  /** A set-returning function's ROWS estimate; null otherwise, as postgres-meta reads it. */
  rows: number | null;
  /** `pg_get_function_arguments`: `games` for a function of one unnamed `games` row. */
  argumentTypes: string;
}

export interface EnumType {
  schema: string;
  name: string;
  values: string[];
}

export interface CompositeType {
  schema: string;
  name: string;
  attributes: { name: string; typeOid: number }[];
}

export interface DatabaseModel {
  schemas: string[];
  types: Map<number, PgType>;
  relations: Relation[];
  foreignKeys: ForeignKey[];
  functions: PgFunction[];
  enums: EnumType[];
  composites: CompositeType[];
}

/** Reads what `supabase gen types typescript` describes of the given schemas. */
export async function introspect(pg: Sql, schemas: readonly string[]): Promise<DatabaseModel> {
  const present = await pg.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname = any($1::text[]) order by nspname`,
    [schemas],
  );
  const found = present.rows.map((row) => row.name);

  const types = await pg.query<{
    oid: number;
    schema: string;
    name: string;
    kind: string;
    element_oid: number;
    base_oid: number;
    relation_oid: number;
    format: string;
  }>(
    `select t.oid::int as oid, n.nspname as schema, t.typname as name, t.typtype as kind,
            t.typelem::int as element_oid, t.typbasetype::int as base_oid,
            t.typrelid::int as relation_oid, pg_catalog.format_type(t.oid, null) as format
     from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );

  const relations = await pg.query<{
    oid: number;
    schema: string;
    name: string;
    kind: string;
    updatable: boolean;
  }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind,
            (pg_relation_is_updatable(c.oid, false) & 12) = 12 as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and not c.relispartition`,
    [found],
  );

  const columns = await pg.query<{
    relation_oid: number;
    name: string;
    type_oid: number;
    nullable: boolean;
    has_default: boolean;
    never_written: boolean;
    identity: boolean;
    updatable: boolean;
  }>(
    `select a.attrelid::int as relation_oid, a.attname as name, a.atttypid::int as type_oid,
            not a.attnotnull as nullable,
            a.atthasdef or a.attidentity <> '' as has_default,
            a.attidentity = 'a' or a.attgenerated <> '' as never_written,
            a.attidentity <> '' as identity,
            coalesce(pg_column_is_updatable(a.attrelid, a.attnum, false), false) as updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped`,
    [found],
  );

  const foreignKeys = await pg.query<{
    name: string;
    schema: string;
    relation: string;
    columns: string[];
    referenced_schema: string;
    referenced_relation: string;
    referenced_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conname as name, n.nspname as schema, c.relname as relation,
            array(select a.attname from unnest(con.conkey) with ordinality k(num, pos)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                  order by k.pos)::text[] as columns,
            rn.nspname as referenced_schema, rc.relname as referenced_relation,
            array(select a.attname from unnest(con.confkey) with ordinality k(num, pos)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                  order by k.pos)::text[] as referenced_columns,
            exists (select 1 from pg_index i
                    where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class rc on rc.oid = con.confrelid
     join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = any($1::text[])`,
    [found],
  );

  const functions = await pg.query<{
    schema: string;
    name: string;
    arg_names: string[] | null;
    arg_types: number[];
    arg_modes: string[] | null;
    input_count: number;
    default_count: number;
    return_type_oid: number;
    returns_set: boolean;
    rows: number | null;
    argument_types: string;
  }>(
    `select n.nspname as schema, p.proname as name, p.proargnames::text[] as arg_names,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargs::int as input_count,
            p.pronargdefaults::int as default_count, p.prorettype::int as return_type_oid,
            p.proretset as returns_set,
            case when p.proretset then nullif(p.prorows, 0)::float8 end as rows,
            pg_catalog.pg_get_function_arguments(p.oid) as argument_types
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1::text[]) and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       and not exists (select 1 from pg_depend d
                       where d.objid = p.oid and d.deptype = 'e')`,
    [found],
  );

  const enums = await pg.query<{ schema: string; name: string; values: string[] }>(
    `select n.nspname as schema, t.typname as name,
            array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     join pg_enum e on e.enumtypid = t.oid
     where n.nspname = any($1::text[])
     group by n.nspname, t.typname`,
    [found],
  );

  const composites = await pg.query<{
    schema: string;
    name: string;
    attributes: { name: string; type_oid: number }[];
  }>(
    `select n.nspname as schema, t.typname as name,
            json_agg(json_build_object('name', a.attname, 'type_oid', a.atttypid::int)
                     order by a.attnum) as attributes
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = any($1::text[])
     group by n.nspname, t.typname`,
    [found],
  );

  const columnsOf = new Map<number, Column[]>();
  for (const row of columns.rows) {
    const list = columnsOf.get(row.relation_oid) ?? [];
    list.push({
      name: row.name,
      typeOid: row.type_oid,
      nullable: row.nullable,
      hasDefault: row.has_default,
      neverWritten: row.never_written,
      identity: row.identity,
      updatable: row.updatable,
    });
    columnsOf.set(row.relation_oid, list);
  }

  return {
    schemas: found,
    types: new Map(
      types.rows.map((row) => [
        row.oid,
        {
          oid: row.oid,
          schema: row.schema,
          name: row.name,
          kind: row.kind,
          elementOid: row.element_oid,
          baseOid: row.base_oid,
          relationOid: row.relation_oid,
          format: row.format,
        },
      ]),
    ),
    relations: relations.rows.map((row) => ({
      oid: row.oid,
      schema: row.schema,
      name: row.name,
      kind: row.kind,
      updatable: row.updatable,
      columns: columnsOf.get(row.oid) ?? [],
    })),
    foreignKeys: foreignKeys.rows.map((row) => ({
      name: row.name,
      schema: row.schema,
      relation: row.relation,
      columns: row.columns,
      referencedSchema: row.referenced_schema,
      referencedRelation: row.referenced_relation,
      referencedColumns: row.referenced_columns,
      oneToOne: row.one_to_one,
    })),
    functions: functions.rows.map((row) => {
      const modes = row.arg_modes ?? row.arg_types.map(() => "i");
      // pronargdefaults counts the last input arguments.
      let inputsLeft = row.input_count;
      return {
        schema: row.schema,
        name: row.name,
        returnTypeOid: row.return_type_oid,
        returnsSet: row.returns_set,
        rows: row.rows,
        argumentTypes: row.argument_types,
        args: row.arg_types.map((typeOid, index) => {
          const mode = modes[index]!;
          const input = mode === "i" || mode === "b" || mode === "v";
          if (input) inputsLeft--;
          return {
            name: row.arg_names?.[index] ?? "",
            typeOid,
            mode,
            hasDefault: input && inputsLeft < row.default_count,
          };
        }),
      };
    }),
    enums: enums.rows,
    composites: composites.rows.map((row) => ({
      schema: row.schema,
      name: row.name,
      attributes: row.attributes.map((attribute) => ({
        name: attribute.name,
        typeOid: attribute.type_oid,
      })),
    })),
  };
}
