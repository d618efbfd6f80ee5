import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Sql } from "../db";
import { AuthError, SIGNUP_DISABLED } from "./errors";
import { signupAnonymously } from "./anonymous";
import type { AuthContext } from "./context";
import { sendLinkEmail } from "./email-links";
import { type CodeChallenge, codeChallengeOf, createFlowState } from "./pkce";
import { type AuthReply, json } from "./reply";
import { objectField, readJson, stringField } from "./request";
import { startSession, tokenResponse } from "./sessions";
import type { TokenGrants } from "./token";
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  type UserRow,
  userJson,
} from "./users";
import { checkPasswordStrength, validateEmail } from "./validate";

export interface Registration {
  email: string;
  passwordHash: string;
  data: Record<string, unknown>;
  pkce: CodeChallenge | undefined;
  redirectTo: string;
}

/**
 * The heart of GoTrue's Signup: a new address gets a user; an unconfirmed one is confirmed at
 * once with autoconfirm, or is sent (again) a confirmation link. Returns undefined when the
 * address already belongs to a confirmed user.
 */
export async function register(
  context: AuthContext,
  tx: Sql,
  registration: Registration,
): Promise<UserRow | undefined> {
  const existing = await findUserByEmail(tx, registration.email);
  if (existing?.email_confirmed_at) return undefined;
  // An unconfirmed user keeps its password: nothing proves who is asking.
  const user =
    existing ??
    (await insertUser(
      tx,
      {
        email: registration.email,
        userMetadata: registration.data,
        identityData: registration.data,
        confirmed: false,
      },
      registration.passwordHash,
    ));
  if (context.options.autoconfirm) {
    await confirmEmail(tx, user.id);
  } else {
    if (registration.pkce)
      await createFlowState(tx, user.id, "email/signup", "email", registration.pkce);
    await sendLinkEmail(
      context,
      tx,
      user,
      "signup",
      registration.redirectTo,
      registration.pkce !== undefined,
    );
  }
  return (await findUserById(tx, user.id)) ?? user;
}

/** A password nobody knows, for accounts that begin with a magic link. */
export function unusablePassword(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

/** The reply GoTrue gives a repeated sign-up when it must not reveal that the address is taken. */
function lookalikeUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup with an email and password. */
export async function signup(
  context: AuthContext,
  grants: TokenGrants,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  const body = await readJson(req).catch((error: unknown) => {
    if (context.options.disableSignup) throw SIGNUP_DISABLED;
    throw error;
  });
  const rawEmail = stringField(body, "email");
  const phone = stringField(body, "phone");
  // GoTrue picks the anonymous route before it looks at enable_signup.
  if (rawEmail === "" && phone === "") return signupAnonymously(context, grants, req, body);
  if (context.options.disableSignup) throw SIGNUP_DISABLED;
  grants.limitPerIp(req);
  const password = stringField(body, "password");
  if (password === "")
    throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  checkPasswordStrength(password, context.options.minimumPasswordLength);
  if (rawEmail !== "" && phone !== "")
    throw new AuthError(
      400,
      "validation_failed",
      "Only an email address or phone number should be provided on signup.",
    );
  const pkce = codeChallengeOf(body);
  if (phone !== "")
    throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
  const email = validateEmail(rawEmail);
  const data = objectField(body, "data") ?? {};
  const redirectTo = context.redirects.forRequest(req, url);
  // Hashing outside the queue keeps slow bcrypt from stalling other requests.
  const passwordHash = await hashPassword(password);
  const { db, options } = context;
  const reply = await db.run((pg) =>
    pg.transaction(async (tx): Promise<AuthReply | undefined> => {
      const user = await register(context, tx, { email, passwordHash, data, pkce, redirectTo });
      if (!user) return undefined;
      if (!user.email_confirmed_at) return json(await userJson(tx, user));
      const session = await startSession(tx, user.id);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return json(await tokenResponse(tx, options, fresh, session, new Date()));
    }),
  );
  if (reply) return reply;
  // Without autoconfirm GoTrue hides that the address is taken; with it, it says so.
  if (!options.autoconfirm) return json(lookalikeUser(email, data));
  throw new AuthError(422, "user_already_exists", "User already registered");
}
