import type { Sql } from "../db";
import { checkAffected } from "./preferences";
import {
  contentRange,
  contentType,
  type Outcome,
  queryRow,
  represent,
  type ResultRow,
} from "./response";
import { Params } from "./sql-text";
import type { WriteAnswer, WritePlan } from "./write-plan";
import { storedRowsSql, writeSql } from "./write-sql";

type Written = Extract<WritePlan, { kind: "insert" | "update" | "delete" }>;

/** Runs the write: the rows it read back, or, when it reads none, the count of affected rows. */
async function run(tx: Sql, plan: Written): Promise<ResultRow> {
  const params = new Params();
  const sql = writeSql(plan, params);
  if (plan.readBack) return queryRow(tx, sql, params);
  const n = (await tx.query(sql, params.values)).affectedRows ?? 0;
  return { body: "[]", n };
}

function answer(wanted: WriteAnswer, row: ResultRow, status: number, range: string): Outcome {
  const headers: Record<string, string> = { "Content-Range": range };
  if (!wanted.readsBack) return { status, headers };
  // Read back for a singular answer alone, the rows still have to be exactly one.
  const body = represent(row, wanted.media, wanted.stripNulls);
  if (!wanted.inBody) return { status, headers };
  return {
    status,
    body,
    headers: { ...headers, "Content-Type": contentType(wanted.media, wanted.stripNulls) },
  };
}

const total = (wanted: WriteAnswer, n: number) => (wanted.counts ? n : undefined);
const starRange = (wanted: WriteAnswer, n: number) => `*/${total(wanted, n) ?? "*"}`;

/**
 * How many of the payload's rows already have a row with the same conflict columns: those a
 * merge updates rather than inserts. Read in the write's transaction, before it.
 */
async function rowsAlreadyStored(tx: Sql, plan: Extract<WritePlan, { kind: "insert" }>) {
  if (plan.conflict?.resolution !== "merge-duplicates") return 0;
  const params = new Params();
  const sql = storedRowsSql(plan, plan.conflict, params);
  const { rows } = await tx.query<{ n: number }>(sql, params.values);
  return rows[0]?.n ?? 0;
}

/** Runs a planned write and answers it with PostgREST's status, range and media type. */
export async function executeWrite(tx: Sql, plan: WritePlan): Promise<Outcome> {
  const wanted = plan.answer;
  switch (plan.kind) {
    case "insert": {
      const updated = await rowsAlreadyStored(tx, plan);
      const row = await run(tx, plan);
      // As PostgREST: only a merge that inserted nothing (every row merged) is 200, never an ignore.
      const merged =
        plan.conflict?.resolution === "merge-duplicates" && plan.rows.length === updated;
      return answer(wanted, row, merged ? 200 : 201, starRange(wanted, row.n));
    }
    case "update-nothing": {
      const row: ResultRow = { body: "[]", n: 0, first: null };
      return answer(
        wanted,
        row,
        wanted.readsBack ? 200 : 204,
        contentRange(0, 0, total(wanted, 0)),
      );
    }
    case "update": {
      const row = await run(tx, plan);
      checkAffected(wanted.maxAffected, row.n);
      const range = contentRange(0, row.n, total(wanted, row.n));
      return answer(wanted, row, wanted.inBody ? 200 : 204, range);
    }
    case "delete": {
      const row = await run(tx, plan);
      checkAffected(wanted.maxAffected, row.n);
      return answer(wanted, row, wanted.inBody ? 200 : 204, starRange(wanted, row.n));
    }
  }
}
