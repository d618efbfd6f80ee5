/** The site under test: the self-contained production server (`.next/standalone`) on its own port. */
export const e2eSite = {
  port: Number(process.env.E2E_PORT ?? 3100),
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  /** Shared by the site and its backend's change announcements (a test value, never deployed). */
  revalidateSecret: "e2e-site-revalidate-secret-0123456789abcdef",
};

/** The end-to-end tests' own local Supabase: its own port and a data folder wiped at start. */
export const e2eSupabase = {
  // Below Linux's ephemeral range (32768–60999), so an outgoing connection can never hold it.
  port: Number(process.env.E2E_SUPABASE_PORT ?? 29329),
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  get dataDir() {
    return `.supabase-local/e2e-${this.port}`;
  },
  /** Starts it; `reset` wipes and re-seeds the data first. Every change to the site text is announced to the site. */
  command(reset: boolean) {
    // The site signs every test editor in from this machine's one address: no per-IP limit.
    return `node node_modules/local-supabase/bin/local-supabase.mjs start --port ${this.port} --data-dir ${this.dataDir} --sign-in-limit 100000 --require-api-key --revalidate-url ${e2eSite.url}/api/revalidate --revalidate-secret ${e2eSite.revalidateSecret}${reset ? " --reset" : ""}`;
  },
};

/** The local backend's service-role key (the Supabase CLI's public demo value). */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
