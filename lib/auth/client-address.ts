/** What requests share when no address can be told, so they still share one count. */
export const UNKNOWN_ADDRESS = "unknown";

/** More hops than any real chain of proxies: a larger setting is a mistake, not a topology. */
const MAX_HOPS = 10;

/** Settings already reported, so a bad one is said once, not on every request. */
const reported = new Set<string>();

/**
 * How many x-forwarded-for entries the site's own proxies append after the visitor's address
 * (TRUSTED_PROXY_HOPS, README "Behind a reverse proxy or CDN"): 0 with no proxy in front or
 * one (nginx, Caddy, a hosting platform: it appends the address that connected to it), 1
 * when a CDN takes the connection and a load balancer behind it appends the CDN's address, and
 * so on. Unset, it is 0; a setting that is not a whole number up to MAX_HOPS counts as 0 too
 * (said once in the log), since no visitor can forge the rightmost entry.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const setting = env.TRUSTED_PROXY_HOPS?.trim() ?? "";
  if (setting === "") return 0;
  const hops = Number(setting);
  if (/^\d+$/.test(setting) && hops <= MAX_HOPS) return hops;
  if (!reported.has(setting)) {
    reported.add(setting);
    console.warn(
      `TRUSTED_PROXY_HOPS is "${setting}", not a whole number from 0 to ${MAX_HOPS}: counting ` +
        "requests by the last X-Forwarded-For entry (as with 0).",
    );
  }
  return 0;
}

/**
 * The x-forwarded-for entry `hops` places left of the rightmost, or the leftmost when the
 * header is shorter (the request passed fewer proxies than that); null without one. Proxies
 * append, so only the entries at the right end are theirs: a visitor writes the left end.
 */
export function forwardedEntry(headers: Pick<Headers, "get">, hops: number): string | null {
  const entries = headers.get("x-forwarded-for")?.split(",") ?? [];
  return entries[Math.max(0, entries.length - 1 - hops)]?.trim() || null;
}

/**
 * The visitor's address as the site's first trusted proxy saw it, which the sign-in limit, the
 * search limit and the contact form count by. Next writes the connection's address into
 * x-forwarded-for only when no header came; a proxy in front appends (or sets) it, so the
 * entries a visitor sends are left of it and move nothing.
 */
export function clientAddress(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): string {
  return forwardedEntry(headers, trustedProxyHops(env)) ?? UNKNOWN_ADDRESS;
}
