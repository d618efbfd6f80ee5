import { randomUUID } from "node:crypto";
import type { Caller } from "../caller";
import { DatabaseError, type LocalDatabase, type Sql } from "../db";

export type Extension = "broadcast" | "presence";

export type Access = Partial<Record<Extension, boolean>>;

/** Thrown to roll a check back: nothing a check writes may stay. */
class RollBack extends Error {
  constructor(readonly access: Access) {
    super("rolled back");
  }
}

/** Realtime's settings for RLS on realtime.messages: the caller, plus the topic realtime.topic() reads. */
async function actAs(tx: Sql, caller: Caller, topic: string): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [
      caller.role,
      topic,
      JSON.stringify(caller.claims),
      typeof caller.claims.sub === "string" ? caller.claims.sub : "",
    ],
  );
}

async function rolledBack(db: LocalDatabase, check: (tx: Sql) => Promise<Access>): Promise<Access> {
  try {
    await db.run((pg) =>
      pg.transaction(async (tx) => {
        throw new RollBack(await check(tx));
      }),
    );
  } catch (error) {
    if (error instanceof RollBack) return error.access;
    throw error;
  }
  return {};
}

/**
 * Private channels are authorised by RLS on realtime.messages, checked the way hosted Realtime
 * does: a probe row per extension is written with full rights, then selected back as the caller.
 * A row the caller cannot see is a topic it may not read. A policy that fails denies.
 */
export async function readAccess(
  db: LocalDatabase,
  caller: Caller,
  topic: string,
  extensions: readonly Extension[],
): Promise<Access> {
  try {
    return await rolledBack(db, async (tx) => {
      const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
      for (const probe of probes) {
        await tx.query(`insert into realtime.messages (id, topic, extension) values ($1, $2, $3)`, [
          probe.id,
          topic,
          probe.extension,
        ]);
      }
      await actAs(tx, caller, topic);
      const { rows } = await tx.query<{ id: string }>(
        `select m.id::text as id from realtime.messages m where m.id = any($1::uuid[])`,
        [probes.map((probe) => probe.id)],
      );
      const visible = new Set(rows.map((row) => row.id));
      return Object.fromEntries(probes.map((probe) => [probe.extension, visible.has(probe.id)]));
    });
  } catch (error) {
    if (error instanceof DatabaseError) return {};
    throw error;
  }
}

/** Whether the caller may send: an insert as the caller that RLS's WITH CHECK refuses is a no. */
export async function writeAccess(
  db: LocalDatabase,
  caller: Caller,
  topic: string,
  extensions: readonly Extension[],
): Promise<Access> {
  try {
    return await rolledBack(db, async (tx) => {
      await actAs(tx, caller, topic);
      const access: Access = {};
      for (const extension of extensions) {
        await tx.query("savepoint realtime_write_check");
        try {
          await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [
            topic,
            extension,
          ]);
          access[extension] = true;
        } catch (error) {
          if (!(error instanceof DatabaseError) || error.code !== "42501") throw error;
          access[extension] = false;
        }
        await tx.query("rollback to savepoint realtime_write_check");
      }
      return access;
    });
  } catch (error) {
    if (error instanceof DatabaseError) return {};
    throw error;
  }
}
