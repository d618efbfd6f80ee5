import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller, CallerFailure } from "../caller";
import { resolveCaller } from "../caller";
import { type LocalDatabase, type RequestSettings, transactionAs } from "../db";
import { buildCall, findFunction } from "./rpc";
import {
  INVALID_API_KEY,
  isPgError,
  NO_API_KEY,
  RestError,
  restError,
  restErrorFromPg,
} from "../errors";
import {
  hasJsonContentType,
  headerValue,
  readBody,
  sendEmpty,
  sendGatewayError,
  sendJson,
} from "../http";
import {
  buildCount,
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  type WriteOptions,
} from "./sql";
import { type ParsedQuery, parseQuery } from "./query";
import type { SchemaCache, TableInfo } from "./schema-cache";
import { isObject } from "../json";

const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

interface Preferences {
  returnRepresentation: boolean;
  countExact: boolean;
  resolution?: "merge" | "ignore";
}

function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { returnRepresentation: false, countExact: false };
  for (const token of (header ?? "").split(",").map((part) => part.trim())) {
    if (token === "return=representation") prefs.returnRepresentation = true;
    else if (token === "count=exact" || token === "count=planned" || token === "count=estimated")
      prefs.countExact = true;
    else if (token === "resolution=merge-duplicates") prefs.resolution = "merge";
    else if (token === "resolution=ignore-duplicates") prefs.resolution = "ignore";
  }
  return prefs;
}

/** The gateway's and PostgREST's answers when credentials are missing or wrong. */
export function restCallerError(failure: CallerFailure): RestError {
  // Key problems are the gateway's to answer, so they are thrown rather than returned.
  switch (failure.kind) {
    case "no_api_key":
      throw NO_API_KEY;
    case "invalid_api_key":
      throw INVALID_API_KEY;
    case "jwt": {
      const code = failure.error.kind === "claims" ? "PGRST303" : "PGRST301";
      return new RestError(
        401,
        { code, message: failure.error.message, details: null, hint: null },
        {
          "WWW-Authenticate": `Bearer error="invalid_token", error_description="${failure.error.message}"`,
        },
      );
    }
    case "role":
      return restError(401, "22023", `role "${failure.role}" does not exist`);
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  // A form or text/plain body is what any web page can send without a preflight; PostgREST
  // refuses it rather than guessing, and so does this server.
  if (!hasJsonContentType(req)) {
    const type = headerValue(req, "content-type") ?? "none";
    throw restError(
      415,
      "PGRST107",
      `The Content-Type "${type}" is not supported`,
      null,
      "Send the body as JSON with Content-Type: application/json",
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, "PGRST102", "Empty or invalid json");
  }
}

function checkColumns(table: TableInfo, columns: readonly string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw restError(
        400,
        "PGRST204",
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

function contentRange(offset: number, count: number, total: number | undefined): string {
  const totalText = total === undefined ? "*" : String(total);
  return count === 0 ? `*/${totalText}` : `${offset}-${offset + count - 1}/${totalText}`;
}

interface Outcome {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

interface QueryRow {
  body: string;
  n: number;
  first?: string | null;
}

/** PostgREST refuses singular responses of other than one row, rolling back writes. */
function singularBody(row: QueryRow): string {
  if (row.n !== 1) {
    throw restError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${row.n} rows`,
    );
  }
  return row.first ?? "null";
}

export class RestHandler {
  constructor(
    private readonly db: LocalDatabase,
    private readonly schema: SchemaCache,
  ) {}

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subPath: string,
  ): Promise<void> {
    try {
      const outcome = await this.respond(req, url, subPath);
      if (outcome.body === undefined || req.method === "HEAD")
        sendEmpty(res, outcome.status, outcome.headers);
      else sendJson(res, outcome.status, outcome.body, outcome.headers);
    } catch (error) {
      if (sendGatewayError(res, error)) return;
      const failure = this.toRestError(error);
      sendJson(res, failure.status, failure.body, {
        "Proxy-Status": `PostgREST; error=${failure.body.code}`,
        ...failure.headers,
      });
    }
  }

  private toRestError(error: unknown): RestError {
    if (error instanceof RestError) return error;
    console.error("[local-supabase] unexpected REST failure", error);
    return restError(
      500,
      "PGRST000",
      "Internal server error",
      error instanceof Error ? error.message : null,
    );
  }

  private async respond(req: IncomingMessage, url: URL, subPath: string): Promise<Outcome> {
    const method = req.method ?? "GET";
    const resolved = resolveCaller(req.headers);
    if (!resolved.ok) throw restCallerError(resolved.failure);
    const caller = resolved.caller;

    const profile = headerValue(
      req,
      method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile",
    );
    if (profile !== undefined && profile !== "public") {
      throw restError(
        406,
        "PGRST106",
        `Invalid schema: ${profile}`,
        null,
        "Only the following schemas are exposed: public",
      );
    }

    let table: string;
    try {
      table = decodeURIComponent(subPath);
    } catch {
      throw restError(
        400,
        "PGRST100",
        "failed to parse path",
        `invalid percent-encoding in "${subPath}"`,
      );
    }
    if (table === "") {
      return {
        status: 200,
        body: JSON.stringify({
          swagger: "2.0",
          info: { title: "local-supabase", version: "local" },
          paths: {},
        }),
        headers: {},
      };
    }
    if (table.startsWith("rpc/")) return this.rpc(req, url, table.slice(4), caller, method);
    if (table.includes("/")) {
      throw restError(404, "PGRST125", `Invalid path specified in request URL`);
    }

    const query = parseQuery(url.searchParams, table);
    const prefs = parsePrefer(headerValue(req, "prefer"));
    const singular = (headerValue(req, "accept") ?? "").includes(OBJECT_MEDIA_TYPE);

    let body: unknown;
    if (method === "POST" || method === "PATCH") body = await readJsonBody(req);
    else if (method === "DELETE" || method === "GET" || method === "HEAD") await readBody(req);
    else throw restError(405, "PGRST117", `Unsupported HTTP method: ${method}`);

    const settings: RequestSettings = {
      method,
      path: url.pathname,
      headers: lowerCaseHeaders(req),
    };
    return this.db.run(async (pg) => {
      await this.schema.ensureFresh(pg);
      const info = this.schema.table(table);
      if (!info) {
        throw restError(
          404,
          "PGRST205",
          `Could not find the table 'public.${table}' in the schema cache`,
        );
      }
      try {
        return await transactionAs(pg, caller, settings, async (tx) => {
          const run = async (statement: { sql: string; params: string[] }): Promise<QueryRow> => {
            const result = await tx.query<QueryRow>(statement.sql, statement.params);
            return result.rows[0] ?? { body: "[]", n: 0 };
          };
          const runCount = async (statement: { sql: string; params: string[] }): Promise<number> =>
            (await tx.query(statement.sql, statement.params)).affectedRows ?? 0;
          switch (method) {
            case "GET":
            case "HEAD":
              return this.read(info, query, prefs, singular, req, run, tx.query.bind(tx));
            case "POST":
              return this.insert(info, query, prefs, singular, body, run, runCount);
            case "PATCH":
              return this.update(info, query, prefs, singular, body, run, runCount);
            default:
              return this.remove(info, query, prefs, singular, run, runCount);
          }
        });
      } catch (error) {
        if (isPgError(error)) throw restErrorFromPg(error, caller.role === "anon");
        throw error;
      }
    });
  }

  /**
   * `rpc/<name>`: POST with the arguments as a JSON object, or GET with them in the query string;
   * the function runs as the caller, in one transaction, like any PostgREST request.
   */
  private async rpc(
    req: IncomingMessage,
    url: URL,
    name: string,
    caller: Caller,
    method: string,
  ): Promise<Outcome> {
    let args: Record<string, unknown>;
    if (method === "POST") {
      const body = await readJsonBody(req);
      if (!isObject(body)) {
        throw restError(400, "PGRST102", "The arguments of a function call must be a JSON object");
      }
      args = body;
    } else if (method === "GET" || method === "HEAD") {
      await readBody(req);
      args = Object.fromEntries(url.searchParams);
    } else {
      throw restError(405, "PGRST101", "Only GET or POST requests are allowed for functions");
    }
    const settings: RequestSettings = {
      method,
      path: url.pathname,
      headers: lowerCaseHeaders(req),
    };
    return this.db.run(async (pg) => {
      const fn = await findFunction(pg, name, Object.keys(args));
      const call = buildCall(fn, args);
      try {
        const body = await transactionAs(pg, caller, settings, async (tx) => {
          const { rows } = await tx.query<{ body: string | null }>(call.sql, call.params);
          return rows[0]?.body ?? "null";
        });
        if (fn.returnsVoid) return { status: 204, headers: {} };
        return { status: 200, body, headers: {} };
      } catch (error) {
        if (isPgError(error)) throw restErrorFromPg(error, caller.role === "anon");
        throw error;
      }
    });
  }

  private async read(
    info: TableInfo,
    query: ParsedQuery,
    prefs: Preferences,
    singular: boolean,
    req: IncomingMessage,
    run: (statement: { sql: string; params: string[] }) => Promise<QueryRow>,
    rawQuery: (sql: string, params: string[]) => Promise<{ rows: unknown[] }>,
  ): Promise<Outcome> {
    const range = parseRange(headerValue(req, "range"));
    const effective: ParsedQuery = { ...query };
    if (range) {
      effective.offset = range.offset;
      if (range.limit !== undefined)
        effective.limit = Math.min(range.limit, query.limit ?? Infinity);
    }
    const row = await run(buildRead(info.name, effective, singular));
    let total: number | undefined;
    if (prefs.countExact) {
      const count = buildCount(info.name, query);
      const result = (await rawQuery(count.sql, count.params)).rows[0] as
        { total: number } | undefined;
      total = result?.total ?? 0;
    }
    const offset = effective.offset ?? 0;
    const headers = { "Content-Range": contentRange(offset, row.n, total) };
    if (singular) {
      return {
        status: 200,
        body: singularBody(row),
        headers: { ...headers, "Content-Type": `${OBJECT_MEDIA_TYPE}; charset=utf-8` },
      };
    }
    const partial = total !== undefined && row.n < total;
    return { status: partial ? 206 : 200, body: row.body, headers };
  }

  private writeOptions(query: ParsedQuery, prefs: Preferences, singular: boolean): WriteOptions {
    return { returning: prefs.returnRepresentation || singular, singular, select: query.select };
  }

  private represent(
    status: number,
    row: QueryRow,
    singular: boolean,
    returning: boolean,
    range: string,
  ): Outcome {
    if (singular)
      return {
        status,
        body: singularBody(row),
        headers: { "Content-Range": range, "Content-Type": `${OBJECT_MEDIA_TYPE}; charset=utf-8` },
      };
    if (returning) return { status, body: row.body, headers: { "Content-Range": range } };
    return { status, headers: { "Content-Range": range } };
  }

  private async insert(
    info: TableInfo,
    query: ParsedQuery,
    prefs: Preferences,
    singular: boolean,
    body: unknown,
    run: (statement: { sql: string; params: string[] }) => Promise<QueryRow>,
    runCount: (statement: { sql: string; params: string[] }) => Promise<number>,
  ): Promise<Outcome> {
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isObject)) throw restError(400, "PGRST102", "Empty or invalid json");
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    checkColumns(info, columns);
    const conflict = prefs.resolution
      ? { columns: query.onConflict ?? info.primaryKey, resolution: prefs.resolution }
      : undefined;
    if (conflict) checkColumns(info, conflict.columns);
    const options = this.writeOptions(query, prefs, singular);
    const statement = buildInsert(info.name, columns, JSON.stringify(rows), conflict, options);
    if (!options.returning) {
      await runCount(statement);
      return { status: 201, headers: { "Content-Range": "*/*" } };
    }
    const row = await run(statement);
    return this.represent(201, row, singular, true, "*/*");
  }

  private async update(
    info: TableInfo,
    query: ParsedQuery,
    prefs: Preferences,
    singular: boolean,
    body: unknown,
    run: (statement: { sql: string; params: string[] }) => Promise<QueryRow>,
    runCount: (statement: { sql: string; params: string[] }) => Promise<number>,
  ): Promise<Outcome> {
    if (!isObject(body)) throw restError(400, "PGRST102", "Empty or invalid json");
    const columns = Object.keys(body);
    checkColumns(info, columns);
    requireFilters("UPDATE", query);
    const options = this.writeOptions(query, prefs, singular);
    if (columns.length === 0) {
      return this.represent(
        options.returning ? 200 : 204,
        { body: "[]", n: 0, first: null },
        singular,
        options.returning,
        "*/*",
      );
    }
    const statement = buildUpdate(info.name, columns, JSON.stringify(body), query.filters, options);
    if (!options.returning) {
      const count = await runCount(statement);
      return { status: 204, headers: { "Content-Range": contentRange(0, count, undefined) } };
    }
    const row = await run(statement);
    return this.represent(200, row, singular, true, contentRange(0, row.n, undefined));
  }

  private async remove(
    info: TableInfo,
    query: ParsedQuery,
    prefs: Preferences,
    singular: boolean,
    run: (statement: { sql: string; params: string[] }) => Promise<QueryRow>,
    runCount: (statement: { sql: string; params: string[] }) => Promise<number>,
  ): Promise<Outcome> {
    requireFilters("DELETE", query);
    const options = this.writeOptions(query, prefs, singular);
    const statement = buildDelete(info.name, query.filters, options);
    if (!options.returning) {
      await runCount(statement);
      return { status: 204, headers: { "Content-Range": "*/*" } };
    }
    const row = await run(statement);
    return this.represent(200, row, singular, true, "*/*");
  }
}

/** Hosted Supabase loads pg-safeupdate for API requests: unfiltered UPDATE/DELETE are refused. */
function requireFilters(verb: "UPDATE" | "DELETE", query: ParsedQuery): void {
  if (query.filters.length === 0) throw restError(400, "21000", `${verb} requires a WHERE clause`);
}

function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  const match = header ? /^(?:items=)?\s*(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const offset = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < offset) return undefined;
  return { offset, limit: end === undefined ? undefined : end - offset + 1 };
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}
