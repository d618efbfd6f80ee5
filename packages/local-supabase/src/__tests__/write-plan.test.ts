import { parsePreferences } from "../rest/preferences";
import { parseQuery } from "../rest/query";
import type { ApiRequest } from "../rest/request";
import { SchemaCache, type TableInfo } from "../rest/schema-cache";
import { Params } from "../rest/sql-text";
import { planWrite } from "../rest/write-plan";
import { writeSql } from "../rest/write-sql";

const films: TableInfo = {
  schema: "public",
  name: "films",
  columns: new Map([
    ["id", { name: "id", type: "int8" }],
    ["title", { name: "title", type: "text", defaultSql: "'untitled'::text" }],
  ]),
  primaryKey: ["id"],
  isView: false,
};

function request(
  method: ApiRequest["method"],
  query: string,
  prefer?: string,
  payload?: unknown,
): ApiRequest {
  return {
    method,
    target: { kind: "relation", name: "films" },
    schema: "public",
    profileNegotiated: false,
    query: parseQuery(new URLSearchParams(query), { rpcRead: false }),
    prefer: parsePreferences(prefer),
    media: "json",
    stripNulls: false,
    payload,
    settings: { method, path: "/rest/v1/films", headers: {} },
  };
}

const cache = new SchemaCache();
const plan = (given: ApiRequest) => planWrite(given, films, cache);
const sql = (given: ApiRequest) => {
  const planned = plan(given);
  if (planned.kind === "update-nothing") throw new Error("nothing to write");
  const params = new Params();
  return { sql: writeSql(planned, params), params: params.values };
};

describe("planWrite", () => {
  it("plans an upsert: its columns, conflict handling and what comes back", () => {
    const planned = plan(
      request("POST", "on_conflict=title", "resolution=merge-duplicates,return=minimal", [
        { title: "Alien" },
      ]),
    );
    expect(planned).toMatchObject({
      kind: "insert",
      columns: ["title"],
      conflict: { columns: ["title"], resolution: "merge-duplicates" },
      answer: { readsBack: false, inBody: false, counts: false },
    });
    expect(planned.readBack).toBeUndefined();
  });

  it("reads written rows back only when they are asked for or must be one", () => {
    const asked = plan(request("DELETE", "id=eq.1", "return=representation"));
    expect(asked.answer).toMatchObject({ readsBack: true, inBody: true });
    expect(asked.readBack?.from).toBe('"films"');
    const singular = plan({ ...request("DELETE", "id=eq.1"), media: "object" });
    expect(singular.answer).toMatchObject({ readsBack: true, inBody: false });
  });

  it("binds max-affected only with handling=strict", () => {
    expect(plan(request("DELETE", "id=eq.1", "max-affected=1")).answer.maxAffected).toBe(undefined);
    expect(
      plan(request("DELETE", "id=eq.1", "handling=strict,max-affected=1")).answer.maxAffected,
    ).toBe(1);
  });

  it("plans an update of no column as nothing to write", () => {
    expect(plan(request("PATCH", "id=eq.1", undefined, {})).kind).toBe("update-nothing");
  });

  it.each([
    ["an unknown column", request("POST", "", undefined, { rating: 5 }), "PGRST204"],
    [
      "an unknown conflict column",
      request("POST", "on_conflict=rating", "resolution=ignore-duplicates", { title: "x" }),
      "PGRST204",
    ],
    ["a body of other than objects", request("POST", "", undefined, [1]), "PGRST102"],
    ["an update body that is no object", request("PATCH", "id=eq.1", undefined, []), "PGRST102"],
    ["an unfiltered update", request("PATCH", "", undefined, { title: "x" }), "21000"],
    ["an unfiltered delete", request("DELETE", ""), "21000"],
  ])("refuses %s before any SQL", (_, given, code) => {
    expect(() => plan(given)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code }) }),
    );
  });
});

describe("writeSql", () => {
  it("writes the upsert the plan describes", () => {
    expect(
      sql(request("POST", "", "resolution=ignore-duplicates", [{ id: 1, title: "Alien" }])),
    ).toEqual({
      sql: 'insert into "public"."films" ("id", "title") select "id", "title" from json_populate_recordset(null::"public"."films", $1::json) on conflict ("id") do nothing',
      params: ['[{"id":1,"title":"Alien"}]'],
    });
  });

  it("fills a missing key with its default under missing=default", () => {
    const { sql: update } = sql(request("PATCH", "id=eq.1&columns=title", "missing=default", {}));
    expect(update).toContain('set "title" = default');
  });

  it("deletes by the filters, and reads the rows back under the table's name", () => {
    const { sql: text } = sql(request("DELETE", "id=eq.1", "return=representation"));
    expect(text).toMatch(
      /^with "films" as \(delete from "public"\."films" where .* returning "public"\."films"\.\*\) /,
    );
  });
});
