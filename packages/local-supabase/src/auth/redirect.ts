import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** Host names GoTrue treats as this machine, on which any port may be used (RFC 8252 §7.3). */
function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    ["localhost", "127.0.0.1", "::1", "0.0.0.0", "::"].includes(host) || host.endsWith(".localhost")
  );
}

function isLoopbackIp(hostname: string): boolean {
  if (isIP(hostname) === 4) return hostname.startsWith("127.");
  return hostname === "::1";
}

/** Where the caller asked to be sent back to: GoTrue reads a `redirect_to` header or parameter. */
function requestedRedirect(req: IncomingMessage, url: URL): string {
  const header = req.headers["redirect_to"];
  if (typeof header === "string" && header !== "") return header;
  return url.searchParams.get("redirect_to") ?? "";
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** `new URL` keeps IPv6 hosts in brackets; GoTrue compares them without. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Where email links and verification may send the browser, by GoTrue's IsRedirectURLValid with
 * no extra allow list: the site URL's scheme and host (any port when that host is this machine)
 * or a loopback IP address. Anything else falls back to the site URL, so a link can never carry
 * a session to another site.
 */
export class RedirectPolicy {
  constructor(readonly siteUrl: string) {}

  allows(candidate: string): boolean {
    if (candidate === "") return false;
    const site = parse(this.siteUrl);
    const target = parse(candidate);
    if (!site || !target) return false;
    const host = hostOf(target);
    if (
      hostOf(site) === host &&
      site.protocol === target.protocol &&
      (site.port === target.port || isLocalhost(host))
    ) {
      return true;
    }
    if (/^\d+$/.test(host)) return false;
    if (isIP(host) !== 0) return isLoopbackIp(host);
    return false;
  }

  /** GoTrue's GetReferrer: the requested URL if allowed, else the Referer if allowed, else the site URL. */
  referrer(requested: string, refererHeader?: string): string {
    if (this.allows(requested)) return requested;
    if (refererHeader && this.allows(refererHeader)) return refererHeader;
    return this.siteUrl;
  }

  /** Where the links a request has emailed lead: its `redirect_to`, else its Referer, if allowed. */
  forRequest(req: IncomingMessage, url: URL): string {
    return this.referrer(requestedRedirect(req, url), req.headers.referer);
  }
}
