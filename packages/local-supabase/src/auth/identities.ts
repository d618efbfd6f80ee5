import type { IncomingMessage } from "node:http";
import { readBody } from "../http";
import { authenticate } from "./authenticate";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { type AuthReply, json } from "./reply";
import { updateProviders } from "./users";
import { isUuid } from "./validate";

/** GoTrue answers every /user/identities route this way unless `enable_manual_linking` is on. */
const MANUAL_LINKING_DISABLED = new AuthError(
  404,
  "manual_linking_disabled",
  "Manual linking is disabled",
);

/**
 * The /user/identities routes (auth-js `linkIdentity`, `unlinkIdentity`), behind GoTrue's
 * requireAuthentication and requireManualLinkingEnabled; undefined for any other path.
 */
export function identitiesRoute(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
  subPath: string,
): Promise<AuthReply> | undefined {
  const method = req.method ?? "GET";
  if (subPath === "user/identities/authorize" && method === "GET")
    return linkIdentity(context, req, url);
  const unlink = /^user\/identities\/([^/]+)$/.exec(subPath);
  if (unlink && method === "DELETE") return unlinkIdentity(context, req, unlink[1]!);
  return undefined;
}

/**
 * GoTrue's LinkIdentity starts an OAuth flow for the asked provider; no OAuth provider is
 * enabled here, so it ends as GoTrue's does for a disabled one.
 */
async function linkIdentity(
  context: AuthContext,
  req: IncomingMessage,
  url: URL,
): Promise<AuthReply> {
  await readBody(req);
  await authenticate(context.db, req);
  if (!context.options.manualLinking) throw MANUAL_LINKING_DISABLED;
  const provider = url.searchParams.get("provider") ?? "";
  throw new AuthError(
    400,
    "validation_failed",
    `Unsupported provider: Provider ${provider} could not be found`,
  );
}

interface IdentityRow {
  id: string;
  email: string | null;
}

/**
 * GoTrue's DeleteIdentity: a user keeps at least one identity; the user's email follows the
 * identities left, and `app_metadata.providers` lists their providers.
 */
async function unlinkIdentity(
  context: AuthContext,
  req: IncomingMessage,
  rawId: string,
): Promise<AuthReply> {
  await readBody(req);
  const { user } = await authenticate(context.db, req);
  if (!context.options.manualLinking) throw MANUAL_LINKING_DISABLED;
  if (!isUuid(rawId)) throw new AuthError(404, "validation_failed", "identity_id must be an UUID");
  const identityId = rawId.toLowerCase();
  return context.db.run((pg) =>
    pg.transaction(async (tx) => {
      const { rows } = await tx.query<IdentityRow>(
        `select id, email from auth.identities where user_id = $1 order by created_at`,
        [user.id],
      );
      if (rows.length <= 1)
        throw new AuthError(
          422,
          "single_identity_not_deletable",
          "User must have at least 1 identity after unlinking",
        );
      const target = rows.find((identity) => identity.id === identityId);
      if (!target) throw new AuthError(422, "identity_not_found", "Identity doesn't exist");
      await tx.query(`delete from auth.identities where id = $1`, [identityId]);
      if (target.email && target.email.toLowerCase() === (user.email ?? "").toLowerCase()) {
        const next = rows.find((identity) => identity !== target && identity.email)?.email ?? null;
        await tx.query(`update auth.users set email = $2 where id = $1`, [user.id, next]);
      }
      await updateProviders(tx, user.id);
      return json({});
    }),
  );
}
