import type { PgErrorLike } from "../db";

/** A PostgREST error: the body keys are exactly these four, missing ones null. */
export interface RestErrorBody {
  code: string;
  message: string;
  /** Text, or for an ambiguous embedding the list of candidate relationships. */
  details: string | Record<string, string>[] | null;
  hint: string | null;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, message, details, hint });
}

/**
 * PostgREST's SQLSTATE to HTTP mapping (Error.hs). 42501 depends on whether
 * the request ran as the anonymous role.
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === "42501") return anonymous ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01") return 404;
  if (code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "22023") return 401;
  if (code === "57014") return 500;
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return 503;
  return 400;
}

export function restErrorFromPg(error: PgErrorLike, anonymous: boolean): RestError {
  return restError(
    statusForSqlState(error.code, anonymous),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
