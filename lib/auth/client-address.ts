/** What requests share when no address header came with them, so they still share one count. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client's address as the hosting proxy reports it: the first x-forwarded-for entry, else
 * x-real-ip. These headers are only as trustworthy as the proxy in front of the server, which is
 * why the per-account limit does not depend on them.
 */
export function clientAddress(headers: Pick<Headers, "get">): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  return headers.get("x-real-ip")?.trim() || UNKNOWN_ADDRESS;
}
