import { isObject } from "../json";
import { restError } from "./errors";
import { planRead, type ReadNode } from "./plan";
import { strictMaxAffected } from "./preferences";
import type { ApiRequest } from "./request";
import { callSql, type RoutineArgs, type RoutineInfo } from "./rpc";
import type { SchemaCache } from "./schema-cache";
import { ident, Params } from "./sql-text";

/** The arguments as the request carries them: a POST body, or a GET query string. */
export function routineArgs(request: ApiRequest): RoutineArgs {
  if (request.method !== "POST") {
    return { kind: "named", values: Object.fromEntries(request.query.args), bodyFallback: false };
  }
  if (request.prefer.params === "single-object") return { kind: "body", value: request.payload };
  if (!isObject(request.payload)) {
    throw restError(400, "PGRST102", "The arguments of a function call must be a JSON object");
  }
  return { kind: "named", values: request.payload, bodyFallback: true };
}

/** The call as a FROM item, and the parameters it binds: a read of rows numbers its own after them. */
export interface RoutineCall {
  from: string;
  values: (string | null)[];
}

/**
 * A function call, resolved before any SQL: what it returns decides how it is answered. Nothing
 * (204); values, one or a set, as JSON; or rows, which are selected, filtered, ordered and paged
 * like a table's, and come back as one object when the function returns one row.
 */
export type RoutinePlan =
  | { kind: "void"; call: RoutineCall }
  | { kind: "values"; call: RoutineCall; set: boolean; maxAffected?: number }
  | { kind: "rows"; call: RoutineCall; node: ReadNode; single: boolean; maxAffected?: number };

/** Plans the call of the overload found for the request's arguments. */
export function planRoutine(
  request: ApiRequest,
  fn: RoutineInfo,
  args: RoutineArgs,
  cache: SchemaCache,
): RoutinePlan {
  const maxAffected = strictMaxAffected(request.prefer);
  if (maxAffected !== undefined && !fn.returnsSet) {
    throw restError(
      400,
      "PGRST128",
      "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    );
  }
  const params = new Params();
  const call = { from: callSql(fn, args, params), values: params.values };
  if (fn.returnsVoid) return { kind: "void", call };
  if (!fn.returnsRows) return { kind: "values", call, set: fn.returnsSet, maxAffected };
  const table = fn.returnTable
    ? cache.table(fn.returnTable.schema, fn.returnTable.name)
    : undefined;
  const source = { from: `${call.from} as ${ident(fn.name)}`, ref: ident(fn.name), table };
  const node = planRead(cache, source, request.query);
  return { kind: "rows", call, node, single: !fn.returnsSet, maxAffected };
}
