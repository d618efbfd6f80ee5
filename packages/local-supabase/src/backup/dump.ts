import type { Sql } from "../db";
import {
  type DumpedSequence,
  type DumpedTable,
  dumpedSequences,
  dumpedTables,
  ident,
  qualified,
} from "./catalog";

export type DumpKind = "full" | "data-only";

/** The first line of every dump; `restore` reads the kind from it. */
export const DUMP_HEADER = "-- local-supabase dump:";

/** Rows per INSERT: few statements, none too large for psql to hold. */
const ROWS_PER_INSERT = 200;

interface Migration {
  version: string;
  name: string | null;
  statements: string[] | null;
}

/** A text value as a SQL literal. */
function literal(value: string | null): string {
  if (value === null) return "null";
  return `'${value.replaceAll("'", "''")}'`;
}

/** A migration's text, ended so the next statement cannot run into it. */
function terminated(sql: string): string {
  const text = sql.trimEnd();
  return text.endsWith(";") ? `${text}\n` : `${text}\n;\n`;
}

/**
 * The schema as the project's migrations built it, each replayed in its own transaction and
 * recorded as the Supabase CLI records it, so `supabase db push` and `start` see them applied.
 * Nothing else changes a local database's schema, so the migrations are its definition.
 */
async function schemaSection(pg: Sql): Promise<string[]> {
  const { rows } = await pg.query<Migration>(
    `select version, name, statements from supabase_migrations.schema_migrations order by version`,
  );
  const parts = [
    "-- The Supabase CLI's migration history.",
    "create schema if not exists supabase_migrations;",
    "create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text);",
    "",
  ];
  for (const migration of rows) {
    const statements = migration.statements ?? [];
    parts.push(
      `-- Migration ${migration.version}_${migration.name ?? ""}`,
      "begin;",
      ...statements.map(terminated),
      `insert into supabase_migrations.schema_migrations (version, statements, name) values (${literal(migration.version)}, array[${statements.map(literal).join(", ")}]::text[], ${literal(migration.name)}) on conflict (version) do nothing;`,
      "commit;",
      "",
    );
  }
  return parts;
}

/** Postgres writes each row as a parenthesised list of literals, so every type round-trips. */
function rowsQuery(table: DumpedTable): string {
  const values = table.columns
    .map((column) => `pg_catalog.quote_nullable(t.${ident(column)})`)
    .join(" || ', ' || ");
  const order = table.key.length > 0 ? table.key.map(ident).join(", ") : "1";
  return `select '(' || ${values} || ')' as v from ${qualified(table.schema, table.name)} t order by ${order}`;
}

async function tableRows(pg: Sql, table: DumpedTable): Promise<string[]> {
  const { rows } = await pg.query<{ v: string }>(rowsQuery(table));
  const target = `insert into ${qualified(table.schema, table.name)} (${table.columns.map(ident).join(", ")})${table.hasIdentity ? " overriding system value" : ""} values`;
  const statements: string[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const batch = rows.slice(at, at + ROWS_PER_INSERT).map((row) => row.v);
    statements.push(`${target}\n  ${batch.join(",\n  ")};`);
  }
  return statements;
}

async function sequencePosition(pg: Sql, sequence: DumpedSequence): Promise<string> {
  const name = qualified(sequence.schema, sequence.name);
  const { rows } = await pg.query<{ last_value: string; is_called: boolean }>(
    `select last_value::text, is_called from ${name}`,
  );
  const { last_value: value, is_called: called } = rows[0]!;
  return `select pg_catalog.setval(${literal(name)}, ${value}, ${called});`;
}

/**
 * The rows, in one transaction. Each table is emptied first, since migrations may have filled
 * it (a bucket, default texts); with replication role `replica` no trigger fires, so loading
 * neither re-runs the project's triggers (history, revalidation, Realtime) nor checks
 * references, which lets rows load in any order and cycles load at all.
 */
async function dataSection(pg: Sql): Promise<string[]> {
  const tables = await dumpedTables(pg);
  const parts = ["begin;", "set local session_replication_role = replica;", ""];
  for (const table of [...tables].reverse()) {
    parts.push(`delete from ${qualified(table.schema, table.name)};`);
  }
  parts.push("");
  for (const table of tables) {
    const statements = await tableRows(pg, table);
    parts.push(
      `-- ${table.schema}.${table.name}: ${statements.length === 0 ? "no rows" : "rows"}`,
      ...statements,
      "",
    );
  }
  for (const sequence of await dumpedSequences(pg)) {
    parts.push(await sequencePosition(pg, sequence));
  }
  parts.push("commit;", "");
  return parts;
}

/**
 * A dump psql loads into a database prepared as Supabase prepares one (its roles and the auth,
 * storage and realtime schemas): a full dump into one without the project's migrations, a
 * data-only one into one that has them (`supabase db push`). Taken inside one transaction, so
 * it is one moment's state; run it as a queued job on a live database.
 */
export async function dumpDatabase(pg: Sql, kind: DumpKind): Promise<string> {
  await pg.exec("begin isolation level repeatable read read only");
  try {
    const { rows } = await pg.query<{ now: string }>(
      "select to_char(now() at time zone 'utc', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') as now",
    );
    const header = [
      `${DUMP_HEADER} ${kind}`,
      `-- Taken ${rows[0]!.now}. Load it with:`,
      "--   psql --variable ON_ERROR_STOP=1 --file THIS_FILE --dbname postgresql://…",
      kind === "full"
        ? "-- into a database with Supabase's platform and none of the project's migrations."
        : "-- into a database with the project's migrations applied (supabase db push). Rows in its tables are replaced.",
      "",
      "set statement_timeout = 0;",
      "set client_encoding = 'UTF8';",
      "set standard_conforming_strings = on;",
      "",
    ];
    const schema = kind === "full" ? await schemaSection(pg) : [];
    const data = await dataSection(pg);
    return [...header, ...schema, ...data].join("\n");
  } finally {
    await pg.exec("rollback");
  }
}

/** The kind a dump's first line names, or undefined when it is not one of these dumps. */
export function dumpKindOf(sql: string): DumpKind | undefined {
  const end = sql.indexOf("\n");
  const firstLine = (end === -1 ? sql : sql.slice(0, end)).trim();
  if (!firstLine.startsWith(DUMP_HEADER)) return undefined;
  const kind = firstLine.slice(DUMP_HEADER.length).trim();
  return kind === "full" || kind === "data-only" ? kind : undefined;
}
