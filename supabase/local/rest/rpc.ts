import type { Sql } from "../db";
import { restError } from "../errors";
import { ident } from "./sql";

/** A function of the exposed schema, as PostgREST's schema cache describes one. */
export interface FunctionInfo {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

interface ProcRow {
  arg_names: string[] | null;
  arg_types: string[];
  defaults: number;
  returns_set: boolean;
  return_type: string;
}

/**
 * The overload of `public.name` whose named parameters match the arguments given, as PostgREST
 * picks one: every argument names a parameter, every parameter without a default is given.
 */
export async function findFunction(
  sql: Sql,
  name: string,
  given: readonly string[],
): Promise<FunctionInfo> {
  const { rows } = await sql.query<ProcRow>(
    `select p.proargnames as arg_names,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
            p.pronargdefaults as defaults, p.proretset as returns_set,
            pg_catalog.format_type(p.prorettype, null) as return_type
     from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  for (const row of rows) {
    const count = row.arg_types.length;
    const args = row.arg_types.map((type, i) => ({
      name: row.arg_names?.[i] ?? "",
      type,
      hasDefault: i >= count - row.defaults,
    }));
    const names = new Set(args.map((arg) => arg.name));
    if (!given.every((key) => names.has(key))) continue;
    if (!args.every((arg) => arg.hasDefault || given.includes(arg.name))) continue;
    return {
      name,
      args,
      returnsSet: row.returns_set,
      returnsVoid: row.return_type === "void",
    };
  }
  const list = [...given].sort().join(", ");
  throw restError(
    404,
    "PGRST202",
    given.length === 0
      ? `Could not find the function public.${name} without parameters in the schema cache`
      : `Could not find the function public.${name}(${list}) in the schema cache`,
  );
}

function asParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The call as SQL whose one row holds the JSON body; named arguments, each cast to its type. */
export function buildCall(
  fn: FunctionInfo,
  values: Record<string, unknown>,
): { sql: string; params: (string | null)[] } {
  const params: (string | null)[] = [];
  const argList = fn.args
    .filter((arg) => arg.name in values)
    .map((arg) => {
      params.push(asParam(values[arg.name]));
      return `${ident(arg.name)} => $${params.length}::${arg.type}`;
    })
    .join(", ");
  const call = `public.${ident(fn.name)}(${argList})`;
  if (fn.returnsVoid) return { sql: `select ${call}`, params };
  if (fn.returnsSet)
    return { sql: `select coalesce(json_agg(_t), '[]')::text as body from ${call} _t`, params };
  return { sql: `select to_json(${call})::text as body`, params };
}
