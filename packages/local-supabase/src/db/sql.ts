/** The part of a Postgres connection the server's code uses, wherever the database runs. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

export interface Sql {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<unknown>;
}

/** A statement with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Connection extends Sql {
  /** `prelude` runs first in the transaction, and `fn` only once it has succeeded. */
  transaction<T>(fn: (tx: Sql) => Promise<T>, prelude?: Statement): Promise<T>;
}

/** What Postgres reports about a failed statement; kept as plain fields so it can cross threads. */
export interface PgErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
}

export class DatabaseError extends Error implements PgErrorFields {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;

  constructor(fields: PgErrorFields) {
    super(fields.message);
    this.code = fields.code;
    this.detail = fields.detail;
    this.hint = fields.hint;
  }
}

/** Postgres' own wording and SQLSTATE, so callers map it as they map any other error. */
export function statementTimeout(): DatabaseError {
  return new DatabaseError({
    code: "57014",
    message: "canceling statement due to statement timeout",
  });
}

/** What Postgres reports; PGlite's DatabaseError carries these fields. */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string";
}
