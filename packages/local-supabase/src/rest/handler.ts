import type { IncomingMessage, ServerResponse } from "node:http";
import { type CallerFailure, resolveCaller } from "../caller";
import { isPgError, type LocalDatabase, type Sql, transactionAs } from "../db";
import { INVALID_API_KEY, NO_API_KEY } from "../gateway-errors";
import { sendEmpty, sendGatewayError, sendJson } from "../http";
import { checkAggregatesAllowed } from "./aggregates";
import { RestError, restError, restErrorFromPg } from "./errors";
import { appliedPreferences, type Preferences } from "./preferences";
import { readRelation, readRoutine, type ReadSettings } from "./read";
import { type ApiRequest, parseRequest } from "./request";
import type { Outcome } from "./response";
import { findRoutine } from "./rpc";
import { planRoutine, routineArgs } from "./rpc-plan";
import type { SchemaCache } from "./schema-cache";
import { executeWrite } from "./write";
import { planWrite } from "./write-plan";

/** The gateway's and PostgREST's answers when credentials are missing or wrong. */
function throwCallerError(failure: CallerFailure): never {
  switch (failure.kind) {
    case "no_api_key":
      throw NO_API_KEY;
    case "invalid_api_key":
      throw INVALID_API_KEY;
    case "jwt": {
      const code = failure.error.kind === "claims" ? "PGRST303" : "PGRST301";
      throw new RestError(
        401,
        { code, message: failure.error.message, details: null, hint: null },
        {
          "WWW-Authenticate": `Bearer error="invalid_token", error_description="${failure.error.message}"`,
        },
      );
    }
    case "role":
      throw restError(401, "22023", `role "${failure.role}" does not exist`);
  }
}

/** Carries a finished response out of a transaction the client asked to roll back. */
class RolledBack extends Error {
  constructor(readonly outcome: Outcome) {
    super("rolled back on request");
  }
}

export interface RestOptions {
  /** The exposed schemas, the first being the default (`[api] schemas` of the CLI's config). */
  schemas: readonly string[];
  /** `[api] max_rows`: no read returns more rows than this. */
  maxRows: number;
  /** Refuse requests without an API key, as hosted projects do (`supabase start` does not). */
  requireApiKey: boolean;
  /** `[api] extra_search_path`: every request's search_path. */
  searchPath: readonly string[];
}

export class RestHandler {
  constructor(
    private readonly db: LocalDatabase,
    private readonly schema: SchemaCache,
    private readonly options: RestOptions,
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
    const resolved = resolveCaller(req.headers, this.options);
    if (!resolved.ok) throwCallerError(resolved.failure);
    const caller = resolved.caller;
    const request = await parseRequest(req, url, subPath, this.options.schemas);
    if (request.target.kind === "root") {
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
    return this.db.run(async (pg) => {
      await this.schema.ensureFresh(pg);
      try {
        return await transactionAs(
          pg,
          caller,
          request.settings,
          // As PostgREST: the request's schema first, then extra_search_path as written (the
          // CLI's "public, extensions" makes public appear twice, and a plan's Settings say so).
          [request.schema, ...this.options.searchPath],
          async (tx) => {
            // PostgREST runs reads in a read-only transaction, so a GET cannot write.
            if (request.method === "GET" || request.method === "HEAD")
              await tx.query("set transaction read only");
            const outcome = await this.execute(tx, request);
            const decorated = this.decorate(outcome, request);
            if (request.prefer.tx === "rollback") throw new RolledBack(decorated);
            return decorated;
          },
        );
      } catch (error) {
        if (error instanceof RolledBack) return error.outcome;
        if (isPgError(error)) throw restErrorFromPg(error, caller.role === "anon");
        throw error;
      }
    });
  }

  private async execute(tx: Sql, request: ApiRequest): Promise<Outcome> {
    await checkAggregatesAllowed(tx, request.query.select);
    const settings: ReadSettings = { cache: this.schema, maxRows: this.options.maxRows };
    const target = request.target;
    if (target.kind === "routine") return this.routine(tx, request, target.name, settings);
    if (target.kind !== "relation")
      throw new Error("the root is answered before any database work");
    const table = this.schema.table(request.schema, target.name);
    if (!table) {
      throw restError(
        404,
        "PGRST205",
        `Could not find the table '${request.schema}.${target.name}' in the schema cache`,
      );
    }
    if (request.method === "GET" || request.method === "HEAD")
      return readRelation(tx, request, table, settings);
    return executeWrite(tx, planWrite(request, table, this.schema));
  }

  private async routine(
    tx: Sql,
    request: ApiRequest,
    name: string,
    settings: ReadSettings,
  ): Promise<Outcome> {
    const args = routineArgs(request);
    const fn = await findRoutine(tx, request.schema, name, args);
    return readRoutine(tx, request, planRoutine(request, fn, args, this.schema), settings);
  }

  /** Headers every response carries: the schema when negotiated, the preferences honoured. */
  private decorate(outcome: Outcome, request: ApiRequest): Outcome {
    const headers = { ...outcome.headers };
    if (request.profileNegotiated) headers["Content-Profile"] = request.schema;
    const writes =
      request.target.kind === "relation" && request.method !== "GET" && request.method !== "HEAD";
    const honoured: (keyof Preferences)[] = ["count", "tx", "handling"];
    if (writes) honoured.push("return");
    if (writes && request.method === "POST") honoured.push("resolution", "missing");
    if (request.method === "PATCH") honoured.push("missing");
    if (
      request.method === "PATCH" ||
      request.method === "DELETE" ||
      request.target.kind === "routine"
    )
      honoured.push("maxAffected");
    const applied = appliedPreferences(request.prefer, honoured);
    if (applied !== "") headers["Preference-Applied"] = applied;
    return { ...outcome, headers };
  }
}
