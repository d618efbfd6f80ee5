import path from "node:path";

/** The project's database types, which its clients in these tests are typed with. */
export type { Database } from "../../../../lib/supabase/database.types";

/**
 * The project these tests serve: the repository's own Supabase folder. Its migrations (site
 * text, history, drafts, presence), seed users and RLS tests are the fixture, with the tables
 * in fixtures/migrations added on top where a test needs them.
 */
export const PROJECT_DIR = path.resolve(__dirname, "../../../..");
export const SUPABASE_DIR = path.join(PROJECT_DIR, "supabase");

/** Accounts the project's seed creates. */
export const EDITOR_EMAIL = "editor@example.com";
export const EDITOR_PASSWORD = "local-editor-password";
export const VIEWER_EMAIL = "viewer@example.com";
export const VIEWER_PASSWORD = "local-viewer-password";
