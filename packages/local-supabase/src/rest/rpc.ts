import type { Sql } from "../db";
import { RestError, restError } from "./errors";
import type { QualifiedName } from "./relationship-types";
import { ident, type Params, qualified } from "./sql-text";

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

/** A function of an exposed schema, as PostgREST's schema cache describes one. */
export interface RoutineInfo {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Rows with columns (a table's, a composite type's, or RETURNS TABLE). */
  returnsRows: boolean;
  /** The table whose rows it returns, so the result can embed that table's relationships. */
  returnTable?: QualifiedName;
}

interface ProcRow {
  param_names: string[];
  param_types: string[];
  defaults: number;
  returns_set: boolean;
  return_type: string;
  returns_rows: boolean;
  table_schema: string | null;
  table_name: string | null;
}

async function overloads(sql: Sql, schema: string, name: string): Promise<RoutineInfo[]> {
  const { rows } = await sql.query<ProcRow>(
    `select array(select coalesce(a.name, '')
                  from unnest(p.proargnames, p.proargmodes) with ordinality as a(name, mode, ord)
                  where a.mode is null or a.mode in ('i', 'b', 'v')
                  order by a.ord) as param_names,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) as t) as param_types,
            p.pronargdefaults as defaults, p.proretset as returns_set,
            pg_catalog.format_type(p.prorettype, null) as return_type,
            (rt.typtype = 'c' or (p.prorettype = 'record'::regtype and p.proargmodes is not null)) as returns_rows,
            tn.nspname as table_schema, tc.relname as table_name
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     join pg_catalog.pg_type rt on rt.oid = p.prorettype
     left join pg_catalog.pg_class tc on tc.reltype = p.prorettype and tc.relkind in ('r', 'v', 'm', 'p', 'f')
     left join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  const routines = rows.filter(callable).map((row) => {
    const count = row.param_types.length;
    return {
      schema,
      name,
      params: row.param_types.map((type, i) => ({
        name: row.param_names[i] ?? "",
        type,
        hasDefault: i >= count - row.defaults,
      })),
      returnsSet: row.returns_set,
      returnsVoid: row.return_type === "void",
      returnsRows: row.returns_rows,
      returnTable:
        row.table_schema && row.table_name
          ? { schema: row.table_schema, name: row.table_name }
          : undefined,
    };
  });
  return routines.sort(byParams);
}

/**
 * PostgREST keeps a name's overloads sorted by their parameters (name, then type, one by one;
 * fewer first), which is the order an ambiguity lists them in.
 */
function byParams(a: RoutineInfo, b: RoutineInfo): number {
  for (let i = 0; i < Math.min(a.params.length, b.params.length); i += 1) {
    const x = a.params[i]!;
    const y = b.params[i]!;
    const order = compare(x.name, y.name) || compare(x.type, y.type);
    if (order !== 0) return order;
  }
  return a.params.length - b.params.length;
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The types a function's one unnamed parameter may have for PostgREST to offer the function. */
const UNNAMED_TYPES = new Set(["bytea", "json", "jsonb", "text", "xml"]);

/**
 * PostgREST's schema cache leaves out functions it could not call: those with more than one
 * unnamed parameter, or with one of a type other than the above.
 */
function callable(row: ProcRow): boolean {
  const unnamed = row.param_types.filter((_, i) => !row.param_names[i]);
  return unnamed.length === 0 || (unnamed.length === 1 && UNNAMED_TYPES.has(unnamed[0]!));
}

/** A function of one unnamed parameter is called with the whole body as its argument. */
function takesOnePositional(fn: RoutineInfo): boolean {
  return fn.params.length === 1 && fn.params[0]!.name === "";
}

/** One unnamed json/jsonb parameter: a JSON body no named overload takes is its argument. */
export function takesWholeBody(fn: RoutineInfo): boolean {
  return takesOnePositional(fn) && /^jsonb?$/.test(fn.params[0]!.type);
}

function describeParams(fn: RoutineInfo): string {
  return `${fn.schema}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`;
}

/**
 * A call's arguments: named (a POST body object or a GET query string), or, with
 * `Prefer: params=single-object`, the whole body for a function of one unnamed json parameter.
 * A named POST may also fall back to such a function, as PostgREST lets it.
 */
export type RoutineArgs =
  | { kind: "named"; values: Record<string, unknown>; bodyFallback: boolean }
  | { kind: "body"; value: unknown };

/**
 * The overload of `schema.name` the arguments name, as PostgREST picks one: every argument names
 * a parameter and every parameter without a default is given; or a function of one unnamed json
 * parameter for a whole body. More than one such overload is ambiguous.
 */
export async function findRoutine(
  sql: Sql,
  schema: string,
  name: string,
  args: RoutineArgs,
): Promise<RoutineInfo> {
  const all = await overloads(sql, schema, name);
  const given = args.kind === "named" ? Object.keys(args.values) : [];
  // As PostgREST matches them, an unnamed parameter is the key "" (`{"": value}`).
  const named = all.filter((fn) => {
    const names = new Set(fn.params.map((param) => param.name));
    return (
      given.every((key) => names.has(key)) &&
      fn.params.every((param) => param.hasDefault || given.includes(param.name))
    );
  });
  const wholeBody = args.kind === "body" || args.bodyFallback;
  const candidates =
    args.kind === "named" && (named.length > 0 || !wholeBody)
      ? named
      : all.filter((fn) => takesWholeBody(fn));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length > 1) {
    throw new RestError(300, {
      code: "PGRST203",
      message: `Could not choose the best candidate function between: ${candidates.map(describeParams).join(", ")}`,
      details: null,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
  }
  const list = [...given].sort().join(", ");
  const withParams = given.length === 0 ? " without parameters" : `(${list})`;
  const searched =
    given.length === 0
      ? " without parameters"
      : ` with parameter${given.length > 1 ? "s" : ""} ${list}`;
  throw restError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name}${args.kind === "body" ? "" : withParams} in the schema cache`,
    `Searched for the function ${schema}.${name}${args.kind === "body" ? "" : searched}${wholeBody ? `${args.kind === "body" ? " with" : " or with"} a single unnamed json/jsonb parameter` : ""}, but no matches were found in the schema cache.`,
  );
}

/**
 * The call as a FROM item named after the function. Arguments travel as one JSON object and
 * are converted by `json_to_record`, so a JSON array reaches an array parameter as an array.
 */
export function callSql(fn: RoutineInfo, args: RoutineArgs, params: Params): string {
  const callee = qualified(fn.schema, fn.name);
  const expand = fn.returnsRows ? "pgrst_call.*" : "pgrst_call";
  // PostgREST passes the body's text to the one unnamed parameter, cast to its type.
  if (takesOnePositional(fn)) {
    const body = args.kind === "body" ? args.value : args.values;
    return `(select ${expand} from ${callee}(${params.add(JSON.stringify(body))}::${fn.params[0]!.type}) as pgrst_call)`;
  }
  const values = args.kind === "named" ? args.values : {};
  const given = fn.params.filter((param) => param.name !== "" && param.name in values);
  if (given.length === 0) return `(select ${expand} from ${callee}() as pgrst_call)`;
  const record = given.map((param) => `${ident(param.name)} ${param.type}`).join(", ");
  const passed = Object.fromEntries(given.map((param) => [param.name, values[param.name]]));
  const call = given
    .map((param) => `${ident(param.name)} => pgrst_args.${ident(param.name)}`)
    .join(", ");
  return `(select ${expand} from json_to_record(${params.add(JSON.stringify(passed))}::json) as pgrst_args(${record}), lateral ${callee}(${call}) as pgrst_call)`;
}
