import type { RoutinePlan } from "./rpc-plan";

type Call = RoutinePlan["call"];

/** Runs a call that returns nothing: its rows are counted so a set-returning one runs through. */
export function routineVoidSql(call: Call): string {
  return `select count(*) from ${call.from} as pgrst_void`;
}

/** A call's values as one JSON body and how many: one value, or a set of them as an array. */
export function routineValuesSql(plan: Extract<RoutinePlan, { kind: "values" }>): string {
  return plan.set
    ? `select coalesce(json_agg(pgrst_v.pgrst_call), '[]')::text as body, count(*)::int as n from ${plan.call.from} as pgrst_v`
    : `select to_json(pgrst_v.pgrst_call)::text as body, 1 as n from ${plan.call.from} as pgrst_v`;
}
