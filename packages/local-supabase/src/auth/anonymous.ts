import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { AuthContext } from "./context";
import { AuthError, SIGNUP_DISABLED } from "./errors";
import { type AuthReply, json } from "./reply";
import { type JsonBody, objectField } from "./request";
import { startSession, tokenResponse } from "./sessions";
import type { TokenGrants } from "./token";
import { findUserById } from "./users";

const ANONYMOUS_DISABLED = new AuthError(
  422,
  "anonymous_provider_disabled",
  "Anonymous sign-ins are disabled",
);

/**
 * GoTrue's SignupAnonymously (POST /signup with neither email nor phone): a user with no
 * address, no password and no identity, `is_anonymous` in its row and tokens, signed in at once.
 */
export async function signupAnonymously(
  context: AuthContext,
  grants: TokenGrants,
  req: IncomingMessage,
  body: JsonBody,
): Promise<AuthReply> {
  const { db, options } = context;
  if (!options.anonymousSignIns) throw ANONYMOUS_DISABLED;
  grants.limitAnonymousPerIp(req);
  if (options.disableSignup) throw SIGNUP_DISABLED;
  const data = objectField(body, "data") ?? {};
  return db.run((pg) =>
    pg.transaction(async (tx) => {
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, is_anonymous, created_at, updated_at, confirmation_token,
           recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '',
           '{"provider":"anonymous","providers":["anonymous"]}'::jsonb, $2::jsonb, true, now(),
           now(), '', '', '', '')`,
        [id, JSON.stringify(data)],
      );
      const session = await startSession(tx, id, "anonymous");
      const user = await findUserById(tx, id);
      if (!user) throw new Error("anonymous user vanished after insert");
      return json(await tokenResponse(tx, options, user, session, new Date()));
    }),
  );
}
