/**
 * Where the app finds Supabase. With nothing configured it uses the local backend that
 * `npm run dev` starts, with the Supabase CLI's well-known local demo key (public by design).
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
export const LOCAL_SUPABASE_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export interface SupabaseEnv {
  url: string;
  publishableKey: string;
}

/** Read with literal names so Next can inline them into browser code at build time. */
export function supabaseEnv(): SupabaseEnv {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const key =
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (url && !key) {
    throw new Error(
      "NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or NEXT_PUBLIC_SUPABASE_ANON_KEY) is missing.",
    );
  }
  return url && key
    ? { url, publishableKey: key }
    : { url: LOCAL_SUPABASE_URL, publishableKey: LOCAL_SUPABASE_ANON_KEY };
}
