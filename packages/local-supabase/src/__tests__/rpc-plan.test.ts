import { parsePreferences } from "../rest/preferences";
import { parseQuery } from "../rest/query";
import type { ApiRequest } from "../rest/request";
import type { RoutineInfo } from "../rest/rpc";
import { planRoutine, routineArgs } from "../rest/rpc-plan";
import { routineValuesSql, routineVoidSql } from "../rest/rpc-sql";
import { SchemaCache } from "../rest/schema-cache";

const routine = (returns: Partial<RoutineInfo>): RoutineInfo => ({
  schema: "public",
  name: "add",
  params: [
    { name: "a", type: "integer", hasDefault: false },
    { name: "b", type: "integer", hasDefault: true },
  ],
  returnsSet: false,
  returnsVoid: false,
  returnsRows: false,
  ...returns,
});

function request(method: "GET" | "POST", query: string, prefer?: string, payload?: unknown) {
  const given: ApiRequest = {
    method,
    target: { kind: "routine", name: "add" },
    schema: "public",
    profileNegotiated: false,
    query: parseQuery(new URLSearchParams(query), { rpcRead: method === "GET" }),
    prefer: parsePreferences(prefer),
    media: "json",
    stripNulls: false,
    payload,
    settings: { method, path: "/rest/v1/rpc/add", headers: {} },
  };
  return given;
}

const cache = new SchemaCache();

describe("routineArgs", () => {
  it("reads a GET's arguments from the query string and a POST's from its body", () => {
    expect(routineArgs(request("GET", "a=1"))).toEqual({
      kind: "named",
      values: { a: "1" },
      bodyFallback: false,
    });
    expect(routineArgs(request("POST", "", undefined, { a: 1 }))).toEqual({
      kind: "named",
      values: { a: 1 },
      bodyFallback: true,
    });
    expect(routineArgs(request("POST", "", "params=single-object", [1]))).toEqual({
      kind: "body",
      value: [1],
    });
  });

  it("refuses a POST body that is no object", () => {
    expect(() => routineArgs(request("POST", "", undefined, [1]))).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: "PGRST102" }) }),
    );
  });
});

describe("planRoutine", () => {
  const args = { kind: "named" as const, values: { a: 1 }, bodyFallback: true };

  it("calls with only the arguments given, through one JSON record", () => {
    const plan = planRoutine(request("POST", ""), routine({}), args, cache);
    expect(plan).toEqual({
      kind: "values",
      set: false,
      maxAffected: undefined,
      call: {
        from: '(select pgrst_call from json_to_record($1::json) as pgrst_args("a" integer), lateral "public"."add"("a" => pgrst_args."a") as pgrst_call)',
        values: ['{"a":1}'],
      },
    });
    if (plan.kind !== "values") throw new Error("planned as values");
    expect(routineValuesSql(plan)).toBe(
      `select to_json(pgrst_v.pgrst_call)::text as body, 1 as n from ${plan.call.from} as pgrst_v`,
    );
  });

  it("runs a function of nothing through, counting its rows", () => {
    const plan = planRoutine(request("POST", ""), routine({ returnsVoid: true }), args, cache);
    expect(plan.kind).toBe("void");
    expect(routineVoidSql(plan.call)).toBe(`select count(*) from ${plan.call.from} as pgrst_void`);
  });

  it("reads rows as a table's, one object for a function of one row", () => {
    const plan = planRoutine(
      request("GET", "select=x&x=gt.1"),
      routine({ returnsRows: true }),
      args,
      cache,
    );
    expect(plan).toMatchObject({ kind: "rows", single: true });
    if (plan.kind !== "rows") throw new Error("planned as rows");
    expect(plan.node.from).toBe(`${plan.call.from} as "add"`);
    expect(plan.node.conditions).toHaveLength(1);
  });

  it("binds max-affected under handling=strict, for a set only", () => {
    const strict = request("POST", "", "handling=strict,max-affected=2");
    expect(planRoutine(strict, routine({ returnsSet: true }), args, cache)).toMatchObject({
      maxAffected: 2,
    });
    expect(() => planRoutine(strict, routine({}), args, cache)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: "PGRST128" }) }),
    );
  });
});
