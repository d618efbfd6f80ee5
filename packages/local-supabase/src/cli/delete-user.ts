import { findUserByEmail } from "../auth/users";
import { SERVICE_ROLE_KEY } from "../config";
import { parseCliArgs, UsageError } from "./args";
import { withDataFolder } from "./data-folder";
import { type Settings, settingsOf } from "./settings";

const headers = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
};

/**
 * Deletes the accounts through the running server's admin API. Returns the emails deleted, or
 * null when no server answers on the port.
 */
async function viaServer(port: number, emails: readonly string[]): Promise<string[] | null> {
  const base = `http://127.0.0.1:${port}/auth/v1/admin/users`;
  let listed: Response;
  try {
    listed = await fetch(`${base}?per_page=1000`, { headers });
  } catch {
    return null;
  }
  if (!listed.ok) throw new Error(`the server answered ${listed.status} listing the accounts`);
  const users = ((await listed.json()) as { users?: { id: string; email?: string }[] }).users ?? [];
  const deleted: string[] = [];
  for (const email of emails) {
    const user = users.find((candidate) => candidate.email === email);
    if (!user) continue;
    const answer = await fetch(`${base}/${user.id}`, { method: "DELETE", headers });
    if (!answer.ok) throw new Error(`the server answered ${answer.status} deleting ${email}`);
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
