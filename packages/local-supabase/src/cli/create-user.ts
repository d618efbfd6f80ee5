import { findUserByEmail, hashPassword, insertUser, resetUser } from "../auth/users";
import { adminApi, failure } from "./admin-api";
import { parseCliArgs, UsageError } from "./args";
import { withDataFolder } from "./data-folder";
import { type Settings, settingsOf } from "./settings";

async function viaServer(
  port: number,
  email: string,
  password: string,
  appMetadata: Record<string, string>,
): Promise<boolean> {
  const admin = adminApi(port);
  let created;
  try {
    created = await admin("POST", "users", {
      email,
      password,
      email_confirm: true,
      app_metadata: appMetadata,
    });
  } catch {
    return false;
  }
  if (created.status < 300) return true;
  if (created.json.error_code !== "email_exists") throw failure(created.status, created.json);
  const listed = await admin("GET", "users?per_page=1000");
  const users = (listed.json.users ?? []) as { id: string; email?: string }[];
  const existing = users.find((user) => user.email === email.toLowerCase());
  if (!existing) throw failure(created.status, created.json);
  const updated = await admin("PUT", `users/${existing.id}`, {
    password,
    email_confirm: true,
    app_metadata: appMetadata,
  });
  if (updated.status >= 300) throw failure(updated.status, updated.json);
  return true;
}

async function directly(
  settings: Settings,
  email: string,
  password: string,
  appMetadata: Record<string, string>,
): Promise<void> {
  const hash = await hashPassword(password);
  await withDataFolder(settings, (store) =>
    store.db.run((pg) =>
      pg.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing) await resetUser(tx, existing.id, hash, appMetadata);
        else await insertUser(tx, { email, appMetadata, confirmed: true }, hash);
      }),
    ),
  );
}

/**
 * `local-supabase create-user <email> <password> [--app-metadata key=value]…`: a confirmed
 * account that can sign in at once. Goes through the running server's admin API when it is up,
 * otherwise writes to the data folder directly. An existing account gets the new password and
 * the metadata merged in.
 */
export async function createUser(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const [email, password] = args.positional;
  if (!email || !password) throw new UsageError("create-user needs an email and a password");
  if (password.length < 6) throw new UsageError("The password needs at least 6 characters.");
  const settings = settingsOf(args);
  if (!(await viaServer(settings.options.port, email, password, args.appMetadata)))
    await directly(settings, email, password, args.appMetadata);
  console.log(`${email.toLowerCase()} can now sign in on the local backend.`);
}
