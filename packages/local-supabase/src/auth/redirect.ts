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
 * GoTrue matches `additional_redirect_urls` as globs whose `*` stops at `.` and `/` and whose
 * `**` does not.
 */
function globPattern(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === "*" && glob[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (char === "*") source += "[^./]*";
    else if (char === "?") source += "[^./]";
    else source += char.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/**
 * Where email links and verification may send the browser, by GoTrue's IsRedirectURLValid: the
 * site URL's scheme and host (any port when that host is this machine), a loopback IP address,
 * or a match in the allow list. Anything else falls back to the site URL, so a link can never
 * carry a session to another site.
 */
export class RedirectPolicy {
  private readonly allowList: RegExp[];

  constructor(
    readonly siteUrl: string,
    additionalRedirectUrls: readonly string[] = [],
  ) {
    this.allowList = additionalRedirectUrls.map(globPattern);
  }

  allows(candidate: string): boolean {
    if (candidate === "") return false;
    const site = parse(this.siteUrl);
    const target = parse(candidate);
    if (!site || !target) return false;
    if (this.listed(target)) return true;
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

  /** The allow list sees scheme, host and path, without query or fragment, as GoTrue's does. */
  private listed(target: URL): boolean {
    const bare = `${target.protocol}//${target.host}${target.pathname}`;
    const forms = target.pathname === "/" ? [bare, bare.slice(0, -1)] : [bare];
    return this.allowList.some((pattern) => forms.some((form) => pattern.test(form)));
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
