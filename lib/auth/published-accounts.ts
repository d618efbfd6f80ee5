import { forwardedEntry } from "./client-address";
import published from "./published-accounts.json";

/**
 * Accounts whose passwords the project itself publishes (supabase/seed.sql seeds them, the
 * README prints them) so a new checkout can sign in at once. Anyone can read those passwords, so
 * they open the admin only to someone at the machine the site runs on. The list is JSON so that
 * `npm start`'s launcher reads the same one.
 */
export const PUBLISHED_ACCOUNTS: readonly { email: string; password: string }[] = published;

/** Whether this is a published account signing in with its published password. */
export function isPublishedSignIn(email: string, password: string): boolean {
  const address = email.trim().toLowerCase();
  return PUBLISHED_ACCOUNTS.some(
    (account) => account.email === address && account.password === password,
  );
}

/** Whether an address is this machine's own: 127.0.0.0/8 or ::1, in IPv4 or IPv6 notation. */
export function isLoopback(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  const v4 = plain.startsWith("::ffff:") ? plain.slice("::ffff:".length) : plain;
  if (/^127(\.\d{1,3}){3}$/.test(v4)) return v4.split(".").every((part) => Number(part) <= 255);
  return /^(0{0,4}:){2,7}0{0,3}1$/.test(plain) || plain === "::1";
}

/**
 * The address of whoever sent the request to this server: the last x-forwarded-for entry, which
 * the nearest proxy appends (nginx, Caddy, Traefik, hosting platforms) and which Next writes
 * itself from the connection when no proxy sent one. Earlier entries are the client's to say.
 * Never further left, whatever TRUSTED_PROXY_HOPS says: a proxy chain set up wrongly must not
 * make a visitor this machine.
 */
export function nearestSenderAddress(headers: Pick<Headers, "get">): string | null {
  return forwardedEntry(headers, 0);
}

/**
 * Whether a published account may sign in with this request: only from this machine, and never
 * when the site was started to listen beyond it (where a sender could name any address).
 */
export function mayUsePublishedAccount(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env.SITE_PUBLISHED_ACCOUNTS === "off") return false;
  const sender = nearestSenderAddress(headers);
  return sender !== null && isLoopback(sender);
}
