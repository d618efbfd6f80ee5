import { randomBytes } from "node:crypto";

/**
 * Security headers. Public pages are static, so theirs come from next.config and cannot carry a
 * per-request nonce: inline scripts (Next's bootstrap and the theme script) are allowed there by
 * 'unsafe-inline'. The editor's pages (/admin, /login) are rendered per request anyway, so the
 * proxy gives them a nonce-based policy instead. Everything else is limited to this origin and
 * the configured Supabase project.
 */

function policy(
  supabaseUrl: string,
  dev: boolean,
  scriptSources: string[],
  frameAncestors: string,
): string {
  const supabase = new URL(supabaseUrl);
  const websocket = `${supabase.protocol === "https:" ? "wss:" : "ws:"}//${supabase.host}`;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", supabase.origin],
    "font-src": ["'self'"],
    "connect-src": ["'self'", supabase.origin, websocket, ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The static pages' policy. They may be framed by this origin only: the admin's "Edit on the
 * page" shows a page in preview in a frame.
 */
export function contentSecurityPolicy(supabaseUrl: string, dev: boolean): string {
  return policy(supabaseUrl, dev, ["'self'", "'unsafe-inline'"], "'self'");
}

/**
 * The editor pages' policy: only scripts carrying this request's nonce (Next's and the theme
 * script) and what those load ('strict-dynamic'; 'self' only matters to browsers without CSP
 * level 3).
 */
export function noncePolicy(supabaseUrl: string, dev: boolean, nonce: string): string {
  return policy(supabaseUrl, dev, ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], "'none'");
}

/** The nonce of a policy made by `noncePolicy`, as the proxy passes it on the request. */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

/** 128 random bits, fresh for every request, so a nonce seen once is of no use again. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

interface Header {
  key: string;
  value: string;
}

/** Headers that protect any response: no guessing of content types. */
function sniffingHeaders(): Header[] {
  return [{ key: "X-Content-Type-Options", value: "nosniff" }];
}

/**
 * HTTPS only. Browsers keep the rule per host from whichever response brings it, and every visit
 * starts with a page, so the build assets (about ten per page, each cached for a year) are spared
 * the 73 bytes.
 */
function transportHeaders(): Header[] {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  ];
}

/** Headers that only mean something on a document: what it may embed and share. */
function documentHeaders(): Header[] {
  return [
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Browsers that know CSP follow frame-ancestors instead: 'none' for the editor's pages.
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
  ];
}

/**
 * next.config header rules. The hashed build assets under /_next/static are scripts, styles and
 * fonts, where document policies do nothing; leaving them off saves about half a kilobyte per
 * asset response on HTTP/1.1. /admin and /login get their policy from the proxy: a second one
 * here would be enforced too. Header rules match paths case-insensitively and the proxy's matcher
 * does not, so /ADMIN or /Login (static 404 pages, nothing reflected) get neither policy; a
 * case-sensitive group, (?-i:…), would fix that but throws on Node 22, which this site supports.
 */
export function securityHeaderRules(supabaseUrl: string, dev: boolean) {
  return [
    { source: "/:path*", headers: sniffingHeaders() },
    {
      source: "/:path((?!_next/static/).*)",
      headers: [...transportHeaders(), ...documentHeaders()],
    },
    {
      source: "/:path((?!_next/static/|admin(?:/|$)|login$).*)",
      headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(supabaseUrl, dev) }],
    },
  ];
}
