/**
 * Creates a further editor on the local backend:
 *   tsx supabase/local/cli/create-editor.ts <email> <password> [--port N] [--data-dir DIR]
 * Goes through the running server's admin API when it is up, otherwise writes
 * to the data folder directly. An existing account is made an editor and gets
 * the new password.
 */
import path from "node:path";
import { parseCliArgs, UsageError } from "./args";
import { SERVICE_ROLE_KEY } from "../config";
import { openStore } from "../store";
import { findUserByEmail, hashPassword, insertUser, promoteToEditor } from "../auth/users";

async function viaServer(port: number, email: string, password: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/auth/v1/admin/users`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        email,
        password,
        email_confirm: true,
        app_metadata: { role: "editor" },
      }),
    });
  } catch {
    return false;
  }
  const body = (await response.json()) as { msg?: string; message?: string };
  if (!response.ok)
    throw new Error(body.msg ?? body.message ?? `server answered ${response.status}`);
  return true;
}

async function directly(dataDir: string, email: string, password: string): Promise<void> {
  const store = await openStore({
    dataDir: path.resolve(dataDir),
    reset: false,
    migrationDirs: [path.resolve(__dirname, "..", "..", "migrations")],
    seedFile: path.resolve(__dirname, "..", "..", "seed.sql"),
  });
  try {
    const hash = await hashPassword(password);
    await store.db.run((pg) =>
      pg.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing) await promoteToEditor(tx, existing.id, hash);
        else
          await insertUser(tx, { email, appMetadata: { role: "editor" }, confirmed: true }, hash);
      }),
    );
  } finally {
    await store.db.close();
    await store.release();
  }
}

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  const [email, password] = args.positional;
  if (!email || !password)
    throw new UsageError("Usage: npm run supabase:editor -- <email> <password>");
  if (password.length < 6) throw new UsageError("The password needs at least 6 characters.");
  if (!(await viaServer(args.port, email, password))) await directly(args.dataDir, email, password);
  console.log(`Editor ${email.toLowerCase()} can now sign in on the local backend.`);
}

main().catch((error: unknown) => {
  console.error(`[local-supabase] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
