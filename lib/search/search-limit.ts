import { clientAddress } from "@/lib/auth/client-address";
import { createRateLimiter } from "./rate-limit";
import { tooManySearches } from "./too-many-searches";

/** Searches one address may make in a minute; a person typing never comes near it. */
export const SEARCHES_PER_MINUTE = 30;

/** Addresses remembered at once: about a few hundred kilobytes at the most. */
const MAX_ADDRESSES = 10_000;

const searches = createRateLimiter({
  limit: SEARCHES_PER_MINUTE,
  windowMs: 60_000,
  maxClients: MAX_ADDRESSES,
});

/**
 * The 429 page for a search from an address over its limit, or null to let the search run.
 * Only the address is counted (as the sign-in limit counts it), in this process's memory, and
 * it is never stored or logged. Requests whose address cannot be told share one count.
 */
export function limitSearches(request: {
  headers: Pick<Headers, "get">;
  nextUrl: { pathname: string; search: string };
}): Response | null {
  const decision = searches.take(clientAddress(request.headers));
  if (decision.allowed) return null;
  const { pathname, search } = request.nextUrl;
  return tooManySearches(decision.retryAfterSeconds, `${pathname}${search}`);
}
