import { findUserByEmail } from "../auth/users";
import { adminApi, failure } from "./admin-api";
import { parseCliArgs, UsageError } from "./args";
import { withDataFolder } from "./data-folder";
import { type Settings, settingsOf } from "./settings";

/**
 * Deletes the accounts through the running server's admin API. Returns the emails deleted, or
 * null when no server answers on the port.
 */
async function viaServer(port: number, emails: readonly string[]): Promise<string[] | null> {
  const admin = adminApi(port);
  let listed;
  try {
    listed = await admin("GET", "users?per_page=1000");
  } catch {
    return null;
  }
  if (listed.status >= 300) throw failure(listed.status, listed.json);
  const users = (listed.json.users ?? []) as { id: string; email?: string }[];
  const deleted: string[] = [];
  for (const email of emails) {
    const user = users.find((candidate) => candidate.email === email);
    if (!user) continue;
    const answer = await admin("DELETE", `users/${user.id}`);
    if (answer.status >= 300) throw failure(answer.status, answer.json);
    deleted.push(email);
  }
  return deleted;
}

function directly(settings: Settings, emails: readonly string[]): Promise<string[]> {
  return withDataFolder(settings, (store) =>
    store.db.run((pg) =>
      pg.transaction(async (tx) => {
        const deleted: string[] = [];
        for (const email of emails) {
          const user = await findUserByEmail(tx, email);
          if (!user) continue;
          await tx.query(`delete from auth.flow_state where user_id = $1`, [user.id]);
          await tx.query(`delete from auth.users where id = $1`, [user.id]);
          deleted.push(email);
        }
        return deleted;
      }),
    ),
  );
}

/**
 * `local-supabase delete-user <email>…`: removes the accounts and everything of theirs (sessions,
 * identities, authenticators). Goes through the running server's admin API when it is up,
 * otherwise writes to the data folder directly. An address with no account is reported, not an
 * error, so the command can be run again.
 */
export async function deleteUser(argv: readonly string[]): Promise<void> {
  const args = parseCliArgs(argv);
  const emails = args.positional.map((email) => email.trim().toLowerCase());
  if (emails.length === 0) throw new UsageError("delete-user needs at least one email");
  const settings = settingsOf(args);
  const deleted =
    (await viaServer(settings.options.port, emails)) ?? (await directly(settings, emails));
  for (const email of emails) {
    console.log(
      deleted.includes(email)
        ? `${email} is deleted from the local backend.`
        : `${email} has no account on the local backend.`,
    );
  }
}
