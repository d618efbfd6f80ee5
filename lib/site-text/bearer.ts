import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Hashing first gives equal-length inputs, so neither the secret nor its length leaks in timing. */
function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Whether an Authorization header carries `Bearer <secret>`, compared in constant time. */
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const token = match?.[1] ?? "";
  return timingSafeEqual(digest(token), digest(secret));
}
