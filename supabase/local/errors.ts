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

/** A GoTrue error. Both the 2024-01-01 and the legacy body shapes are sent, so any client version decodes it. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, message: this.message, msg: this.message };
  }
}

/** GoTrue's weak_password error, which also names the rules the password broke. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, "weak_password", message);
  }

  override body(): Record<string, unknown> {
    return { ...super.body(), weak_password: { reasons: this.reasons } };
  }
}

/**
 * The API gateway's own refusals (Kong's key-auth on hosted projects and in
 * the Supabase CLI): they come before any service sees the request, so every
 * service answers them with the same body.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }

  body(): Record<string, string> {
    return { message: this.message, hint: this.hint };
  }
}

export const NO_API_KEY = new GatewayError(
  401,
  "No API key found in request",
  "No `apikey` request header or url param was found.",
);
export const INVALID_API_KEY = new GatewayError(
  401,
  "Invalid API key",
  "Double check your Supabase `anon` or `service_role` API key.",
);

/** Bodies over the size limit; the gateway in front of every service enforces it. */
export const PAYLOAD_TOO_LARGE = new GatewayError(
  413,
  "Request size limit exceeded",
  "Request bodies are limited to 1 MB.",
);
