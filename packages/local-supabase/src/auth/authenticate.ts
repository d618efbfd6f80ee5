import type { IncomingMessage } from "node:http";
import { bearerToken, isOpaqueKey } from "../caller";
import { JWT_SECRET } from "../config";
import type { LocalDatabase } from "../db";
import { AuthError } from "./errors";
import { type JwtClaims, JwtError, verifyJwt } from "../jwt";
import { sessionExists } from "./sessions";
import { findUserById, type UserRow } from "./users";
import { isUuid } from "./validate";

export interface Authenticated {
  user: UserRow;
  claims: JwtClaims;
  sessionId: string;
}

/** GoTrue's requireAuthentication: a user JWT whose session and user still exist. */
export async function authenticate(
  db: LocalDatabase,
  req: IncomingMessage,
): Promise<Authenticated> {
  const token = bearerToken(req.headers);
  if (!token)
    throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  if (isOpaqueKey(token)) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, JWT_SECRET);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    const reason =
      error.kind === "claims" ? "token has invalid claims: token is expired" : "token is malformed";
    throw new AuthError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
  const sub = typeof claims.sub === "string" ? claims.sub : "";
  if (sub === "") throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub)) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  return db.run(async (pg) => {
    const user = await findUserById(pg, sub);
    if (!user)
      throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    if (sessionId !== "" && (!isUuid(sessionId) || !(await sessionExists(pg, sessionId)))) {
      throw new AuthError(
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    }
    return { user, claims, sessionId };
  });
}
