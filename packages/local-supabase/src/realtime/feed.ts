import type { Caller } from "../caller";
import type { Connection, LocalDatabase, Sql } from "../db";
import type { CapturedChange } from "./bindings";

/** A joined channel, as the feed sees it. */
export interface ChangeTarget {
  caller(): Caller;
  /** Ids of this channel's bindings that want the change; empty when none. */
  bindingIds(change: CapturedChange): number[];
  deliver(ids: number[], data: Record<string, unknown>): void;
}

export interface TargetSource {
  targets(): ChangeTarget[];
}

interface TableMeta {
  rls: boolean;
  replicaFull: boolean;
  primaryKey: string[];
}

interface ColumnInfo {
  name: string;
  type: string;
}

interface ChangeRow {
  id: number;
  schema_name: string;
  table_name: string;
  action: CapturedChange["type"];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

function pick(
  row: Record<string, unknown> | null,
  keep: (column: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const [key, value] of Object.entries(row)) if (keep(key)) out[key] = value;
  return out;
}

function asParam(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Turns queued trigger rows into postgres_changes payloads, applying what
 * Supabase Realtime's apply_rls does: columns limited to what the subscriber's
 * role may select, INSERT/UPDATE only to subscribers whose RLS lets them see
 * the row, DELETE cut down to the primary key when RLS is on.
 */
export class ChangeFeed {
  private scheduled = false;
  private tables = new Map<string, TableMeta | null>();
  private columns = new Map<string, ColumnInfo[]>();

  constructor(
    private readonly db: LocalDatabase,
    private readonly source: TargetSource,
  ) {}

  forgetSchema(): void {
    this.tables.clear();
    this.columns.clear();
  }

  schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.db
      .run((pg) => {
        this.scheduled = false;
        return this.drain(pg);
      })
      .catch((error: unknown) => console.error("[local-supabase] realtime dispatch failed", error));
  }

  /** Resolves once every change committed so far has been dispatched. */
  flush(): Promise<void> {
    return this.db.run((pg) => this.drain(pg));
  }

  private async drain(pg: Connection): Promise<void> {
    const { rows } = await pg.query<ChangeRow>(
      `delete from supabase_local.changes
       returning id, schema_name, table_name, action, record, old_record, commit_timestamp`,
    );
    if (rows.length === 0) return;
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    const targets = this.source.targets();
    if (targets.length === 0) return;
    for (const row of rows) {
      await this.dispatch(pg, targets, {
        id: Number(row.id),
        schema: row.schema_name,
        table: row.table_name,
        type: row.action,
        record: row.record,
        oldRecord: row.old_record,
        commitTimestamp: row.commit_timestamp,
      });
    }
  }

  private async tableMeta(pg: Sql, schema: string, table: string): Promise<TableMeta | null> {
    const key = `${schema}.${table}`;
    if (!this.tables.has(key)) {
      const { rows } = await pg.query<{ rls: boolean; ident: string; pk: string[] }>(
        `select c.relrowsecurity as rls, c.relreplident::text as ident,
                coalesce((select array_agg(a.attname::text order by a.attnum)
                          from pg_catalog.pg_index i
                          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                          where i.indrelid = c.oid and i.indisprimary), '{}'::text[]) as pk
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2`,
        [schema, table],
      );
      const row = rows[0];
      this.tables.set(
        key,
        row ? { rls: row.rls, replicaFull: row.ident === "f", primaryKey: row.pk } : null,
      );
    }
    return this.tables.get(key) ?? null;
  }

  private async selectableColumns(
    pg: Sql,
    schema: string,
    table: string,
    role: string,
  ): Promise<ColumnInfo[]> {
    const key = `${schema}.${table}:${role}`;
    let cached = this.columns.get(key);
    if (!cached) {
      const { rows } = await pg.query<ColumnInfo>(
        `select a.attname::text as name, t.typname::text as type
         from pg_catalog.pg_attribute a
         join pg_catalog.pg_type t on t.oid = a.atttypid
         join pg_catalog.pg_class c on c.oid = a.attrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
           and pg_catalog.has_column_privilege($3, a.attrelid, a.attnum, 'SELECT')
         order by a.attnum`,
        [schema, table, role],
      );
      cached = rows;
      this.columns.set(key, cached);
    }
    return cached;
  }

  /** Whether the row, as it now stands, is visible to the caller under RLS. */
  private async visible(
    tx: Sql,
    caller: Caller,
    change: CapturedChange,
    meta: TableMeta,
  ): Promise<boolean> {
    if (meta.primaryKey.length === 0 || !change.record) return false;
    const conditions = meta.primaryKey
      .map((column, i) => `"${column.replace(/"/g, '""')}" = $${i + 1}`)
      .join(" and ");
    const target = `"${change.schema.replace(/"/g, '""')}"."${change.table.replace(/"/g, '""')}"`;
    // A policy that raises must cost this subscriber the event, not abort the whole dispatch.
    await tx.query("savepoint supabase_local_visibility");
    try {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      );
      const { rows } = await tx.query<{ visible: boolean }>(
        `select exists (select 1 from ${target} where ${conditions}) as visible`,
        meta.primaryKey.map((column) => asParam(change.record?.[column])),
      );
      await tx.query("release savepoint supabase_local_visibility");
      return rows[0]?.visible === true;
    } catch {
      await tx.query("rollback to savepoint supabase_local_visibility");
      return false;
    } finally {
      await tx.query(`select set_config('role', 'none', true)`);
    }
  }

  private async dispatch(
    pg: Connection,
    targets: ChangeTarget[],
    change: CapturedChange,
  ): Promise<void> {
    const interested = targets
      .map((target) => ({ target, ids: target.bindingIds(change) }))
      .filter((entry) => entry.ids.length > 0);
    if (interested.length === 0) return;
    const meta = await this.tableMeta(pg, change.schema, change.table);
    if (!meta) return;

    const payloads = new Map<string, Record<string, unknown> | null>();
    await pg.transaction(async (tx) => {
      for (const { target } of interested) {
        const caller = target.caller();
        const key = JSON.stringify([caller.role, caller.claims]);
        if (payloads.has(key)) continue;
        payloads.set(key, await this.payloadFor(tx, caller, change, meta));
      }
    });
    for (const { target, ids } of interested) {
      const caller = target.caller();
      const data = payloads.get(JSON.stringify([caller.role, caller.claims]));
      if (data) target.deliver(ids, data);
    }
  }

  private async payloadFor(
    tx: Sql,
    caller: Caller,
    change: CapturedChange,
    meta: TableMeta,
  ): Promise<Record<string, unknown> | null> {
    const columns = await this.selectableColumns(tx, change.schema, change.table, caller.role);
    const selectable = new Set(columns.map((column) => column.name));
    const base = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
    };
    if (change.type !== "DELETE") {
      if (meta.primaryKey.length === 0)
        return { ...base, errors: ["Error 400: Bad Request, no primary key"] };
      if (!meta.primaryKey.every((column) => selectable.has(column)))
        return { ...base, errors: ["Error 401: Unauthorized"] };
      if (meta.rls && !(await this.visible(tx, caller, change, meta))) return null;
    }
    const data: Record<string, unknown> = { ...base, columns };
    if (change.type !== "DELETE")
      data.record = pick(change.record, (column) => selectable.has(column));
    if (change.type === "UPDATE") {
      const keep = meta.replicaFull ? selectable : new Set(meta.primaryKey);
      data.old_record = pick(
        change.oldRecord,
        (column) => keep.has(column) && selectable.has(column),
      );
    }
    if (change.type === "DELETE") {
      const pkOnly = meta.rls || !meta.replicaFull;
      data.old_record = pick(
        change.oldRecord,
        (column) => selectable.has(column) && (!pkOnly || meta.primaryKey.includes(column)),
      );
    }
    data.errors = null;
    return data;
  }
}
