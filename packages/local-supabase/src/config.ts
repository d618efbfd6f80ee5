/**
 * The Supabase CLI's well-known local credentials. They are public on purpose:
 * using the same values lets the app's .env for local work look exactly like
 * one written for `supabase start`.
 */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = "127.0.0.1";
/** Relative to the project folder (the one holding `supabase/`), like the CLI's `--workdir`. */
export const DEFAULT_DATA_DIR = ".supabase-local";

/** GoTrue's default access-token lifetime; auth-js refreshes anything under 90 s left. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** GoTrue's default GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/** The CLI's `[api] schemas`: what PostgREST exposes, the first being the default profile. */
export const DEFAULT_API_SCHEMAS = ["public", "graphql_public"];

/** The CLI's `[api] extra_search_path`: every REST request's search_path. */
export const DEFAULT_SEARCH_PATH = ["public", "extensions"];

/** The CLI's `[api] max_rows`: no read returns more rows than this. */
export const DEFAULT_MAX_ROWS = 1000;

export const MAX_BODY_BYTES = 1024 * 1024;

/** Hosted Supabase gives the anon role 3 s; one slow statement must not hold up the server. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 3000;

/** Roles a request may switch to; mirrors what `authenticator` is granted on hosted projects. */
export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];
