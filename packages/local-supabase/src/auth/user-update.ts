import type { IncomingMessage } from "node:http";
import { AuthError, EMAIL_EXISTS } from "./errors";
import { authenticate } from "./authenticate";
import type { AuthContext } from "./context";
import { sendEmailChange } from "./email-links";
import { codeChallengeOf, createFlowState } from "./pkce";
import { requireReauthentication } from "./reauthenticate";
import { type AuthReply, json } from "./reply";
import { objectField, readJson, stringField } from "./request";
import { sessionExists } from "./sessions";
import {
  applyEmailChange,
  checkPassword,
  findUserByEmail,
  findUserById,
  hashPassword,
  setPassword,
  updateMetadata,
  userJson,
} from "./users";
import { checkPasswordStrength, validateEmail } from "./validate";

/**
 * PUT /user (auth-js updateUser): password, metadata and email. A new email is not applied
 * here: as in GoTrue, even with autoconfirm a permanent user must follow an emailed link, and
 * with the CLI's `double_confirm_changes` both the new and the current address get one. Only
 * an anonymous user's first address is applied at once, with autoconfirm.
 */
export async function updateUser(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  countCodeAttempt: () => void,
): Promise<AuthReply> {
  const body = await readJson(req);
  const { user, sessionId } = await authenticate(context.db, req);
  const rawEmail = stringField(body, "email");
  const email = rawEmail === "" ? "" : validateEmail(rawEmail);
  if (stringField(body, "phone") !== "")
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  const password = typeof body.password === "string" ? stringField(body, "password") : undefined;
  if (password !== undefined)
    checkPasswordStrength(password, context.options.minimumPasswordLength);
  const nonce = stringField(body, "nonce");
  // A nonce is a six-digit code: each try counts as a verification, so it cannot be guessed by
  // trying them all.
  if (password !== undefined && nonce !== "") countCodeAttempt();
  const data = objectField(body, "data");
  if (objectField(body, "app_metadata") !== undefined)
    throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
  const pkce = codeChallengeOf(body);
  const changingEmail = email !== "" && email !== user.email;
  if (changingEmail) {
    const taken = await context.db.run((pg) => findUserByEmail(pg, email));
    if (taken && taken.id !== user.id) throw EMAIL_EXISTS;
  }
  let passwordHash: string | undefined;
  if (password !== undefined && password !== "") {
    if (await checkPassword(password, user.encrypted_password))
      throw new AuthError(
        422,
        "same_password",
        "New password should be different from the old password.",
      );
    passwordHash = await hashPassword(password);
  }
  const redirectTo = context.redirects.forRequest(req, url);
  return context.db.run((pg) =>
    pg.transaction(async (tx) => {
      // The code is used up only with the change it allows: a refused change keeps it.
      if (password !== undefined) {
        const session = sessionId ? await sessionExists(tx, sessionId) : undefined;
        await requireReauthentication(context, tx, user, session?.created_at, nonce);
      }
      if (passwordHash !== undefined)
        await setPassword(tx, user.id, passwordHash, sessionId || undefined);
      if (data) await updateMetadata(tx, user, { user: data });
      if (changingEmail && user.is_anonymous && context.options.autoconfirm) {
        // GoTrue lets an anonymous user add an address at once, as a sign-up with autoconfirm would.
        await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, email]);
        await applyEmailChange(tx, user.id);
      } else if (changingEmail) {
        if (pkce) await createFlowState(tx, user.id, "email_change", "email_change", pkce);
        const current = (await findUserById(tx, user.id)) ?? user;
        await sendEmailChange(context, tx, current, email, redirectTo, pkce !== undefined);
      }
      await tx.query(`update auth.users set updated_at = now() where id = $1`, [user.id]);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return json(await userJson(tx, fresh));
    }),
  );
}
