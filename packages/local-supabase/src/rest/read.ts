import type { Sql } from "../db";
import { configEnabled } from "./aggregates";
import { restError } from "./errors";
import { planRead, type ReadNode } from "./plan";
import { levelSql } from "./read-sql";
import type { ApiRequest, ExplainOptions } from "./request";
import { checkAffected } from "./preferences";
import {
  bodySql,
  contentRange,
  contentType,
  type Outcome,
  queryRow,
  represent,
  type ResultRow,
  stripNullFields,
} from "./response";
import type { RoutinePlan } from "./rpc-plan";
import { routineValuesSql, routineVoidSql } from "./rpc-sql";
import type { SchemaCache, TableInfo } from "./schema-cache";
import { Params, qualified } from "./sql-text";

/** What a read is planned against, and the server's cap on the rows it returns. */
export interface ReadSettings {
  cache: SchemaCache;
  maxRows: number;
}

/** The top level's rows: `limit`/`offset`, narrowed by a Range header, capped by max rows. */
function topRange(request: ApiRequest, maxRows: number): { offset: number; limit: number } {
  const query = request.query.ranges.get("") ?? {};
  const header = request.headerRange ?? {};
  const offset = header.offset ?? query.offset ?? 0;
  const limit = Math.min(query.limit ?? Infinity, header.limit ?? Infinity, maxRows);
  return { offset, limit };
}

/** The total the client asked for: exact, the planner's estimate, or exact when small. */
async function total(
  tx: Sql,
  request: ApiRequest,
  node: ReadNode,
  maxRows: number,
  seed: readonly (string | null)[],
): Promise<number | undefined> {
  const method = request.prefer.count;
  if (method === undefined) return undefined;
  const params = new Params(seed);
  const rows = levelSql(node, params, { paging: false, rowsOnly: true });
  const exact = async () =>
    (
      await tx.query<{ total: number }>(
        `select count(*)::int as total from (${rows}) pgrst_c`,
        params.values,
      )
    ).rows[0]?.total ?? 0;
  if (method === "exact") return exact();
  const plan = await tx.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    `explain (format json) ${rows}`,
    params.values,
  );
  const planned = plan.rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
  if (method === "planned") return planned;
  return planned > maxRows ? planned : exact();
}

/**
 * Runs a planned read and answers it with PostgREST's status, range and media type. `seed` holds
 * the parameters the source already uses (a function call's arguments).
 */
async function answerRead(
  tx: Sql,
  request: ApiRequest,
  node: ReadNode,
  settings: ReadSettings,
  seed: readonly (string | null)[] = [],
): Promise<{ outcome: Outcome; rows: number }> {
  const range = topRange(request, settings.maxRows);
  node.range = {
    offset: range.offset,
    limit: Number.isFinite(range.limit) ? range.limit : undefined,
  };
  const params = new Params(seed);
  const body = bodySql(levelSql(node, params, { paging: true }), request.media);
  if (request.explain) {
    return { outcome: await answerExplain(tx, request.explain, body, params), rows: 0 };
  }
  const row = await queryRow(tx, body, params);
  const count = await total(tx, request, node, settings.maxRows, seed);
  const headers: Record<string, string> = {
    "Content-Range": contentRange(range.offset, row.n, count),
    "Content-Type": contentType(request.media, request.stripNulls),
  };
  if (count !== undefined && range.offset > count) {
    throw restError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${range.offset} was requested, but there are only ${count} rows.`,
    );
  }
  const status = count !== undefined && row.n < count ? 206 : 200;
  return {
    outcome: {
      status,
      body: represent(row, request.media, request.stripNulls),
      headers,
    },
    rows: row.n,
  };
}

/**
 * `Accept: application/vnd.pgrst.plan`: the read's EXPLAIN, in JSON or text, with the options
 * asked for. As PostgREST, only when the authenticator role's `pgrst.db_plan_enabled` is on;
 * otherwise the media type is not available.
 */
async function answerExplain(
  tx: Sql,
  explain: ExplainOptions,
  body: string,
  params: Params,
): Promise<Outcome> {
  const type = `application/vnd.pgrst.plan+${explain.format}`;
  if (!(await configEnabled(tx, "db_plan_enabled"))) {
    throw restError(406, "PGRST107", `None of these media types are available: ${type}`);
  }
  const options = [`format ${explain.format}`, ...explain.options].join(", ");
  const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(
    `explain (${options}) ${body}`,
    params.values,
  );
  const output =
    explain.format === "json"
      ? JSON.stringify(rows[0]?.["QUERY PLAN"] ?? [])
      : rows.map((row) => String(row["QUERY PLAN"])).join("\n");
  return {
    status: 200,
    body: output,
    headers: { "Content-Type": `${type}; for="application/json"; charset=utf-8` },
  };
}

export async function readRelation(
  tx: Sql,
  request: ApiRequest,
  table: TableInfo,
  settings: ReadSettings,
): Promise<Outcome> {
  const ref = qualified(table.schema, table.name);
  const node = planRead(settings.cache, { from: ref, ref, table }, request.query);
  return (await answerRead(tx, request, node, settings)).outcome;
}

/**
 * A planned function call. Rows are read as a table's are; values come back as JSON, a set of
 * them as an array.
 */
export async function readRoutine(
  tx: Sql,
  request: ApiRequest,
  plan: RoutinePlan,
  settings: ReadSettings,
): Promise<Outcome> {
  const params = new Params(plan.call.values);
  switch (plan.kind) {
    case "void":
      await tx.query(routineVoidSql(plan.call), params.values);
      return { status: 204, headers: {} };
    case "values":
      return answerValues(request, plan, await queryRow(tx, routineValuesSql(plan), params));
  }
  // The call's parameters come first; the plan's own are numbered after them.
  const { outcome, rows } = await answerRead(tx, request, plan.node, settings, plan.call.values);
  checkAffected(plan.maxAffected, rows);
  if (plan.single && request.media === "json" && outcome.body !== undefined) {
    const list = JSON.parse(outcome.body) as unknown[];
    outcome.body = JSON.stringify(list[0] ?? null);
  }
  return outcome;
}

function answerValues(
  request: ApiRequest,
  plan: Extract<RoutinePlan, { kind: "values" }>,
  row: ResultRow,
): Outcome {
  const body =
    plan.set && request.media === "object"
      ? represent(row, "object", request.stripNulls)
      : request.stripNulls
        ? stripNullFields(row.body)
        : row.body;
  checkAffected(plan.maxAffected, row.n);
  return {
    status: 200,
    body,
    headers: {
      // Scalars are not paged, so the count asked for is the values returned: one for a scalar.
      "Content-Range": contentRange(
        0,
        row.n,
        request.prefer.count === undefined ? undefined : row.n,
      ),
      "Content-Type": contentType(
        request.media === "csv" ? "json" : request.media,
        request.stripNulls,
      ),
    },
  };
}
