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
