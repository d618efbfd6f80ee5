import type { IncomingMessage } from "node:http";
import type { Caller } from "../caller";
import { requireAdmin } from "./admin";
import type { AuthContext } from "./context";
import { sendLinkEmail } from "./email-links";
import { EMAIL_EXISTS } from "./errors";
import { type AuthReply, json } from "./reply";
import { objectField, readJson, stringField } from "./request";
import { unusablePassword } from "./signup";
import { findUserByEmail, findUserById, insertUser, updateMetadata, userJson } from "./users";
import { validateEmail } from "./validate";

/**
 * GoTrue's Invite (POST /invite, the service role only, as `auth.admin.inviteUserByEmail`): a
 * new address gets an unconfirmed user with no usable password; an address invited before and
 * not yet accepted is invited again. The email's link confirms the address and signs the user
 * in, once; a confirmed address is refused.
 */
export async function invite(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  caller: Caller | undefined,
): Promise<AuthReply> {
  requireAdmin(caller);
  const body = await readJson(req);
  const email = validateEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  const redirectTo = context.redirects.forRequest(req, url);
  const passwordHash = await unusablePassword();
  return context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) throw EMAIL_EXISTS;
      const user =
        existing ??
        (await insertUser(
          tx,
          { email, userMetadata: data, identityData: data, confirmed: false },
          passwordHash,
        ));
      if (existing && Object.keys(data).length > 0) await updateMetadata(tx, user, { user: data });
      await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
      await sendLinkEmail(context, tx, user, "invite", redirectTo, false);
      return json(await userJson(tx, (await findUserById(tx, user.id)) ?? user));
    }),
  );
}
