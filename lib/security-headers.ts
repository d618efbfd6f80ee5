/**
 * Security headers, set from next.config so static pages stay static: transport headers on every
 * response, document policies on every route (not on hashed build assets).
 * Static pages cannot carry a per-request nonce, so inline scripts (Next's bootstrap and the
 * theme script) are allowed by 'unsafe-inline'; everything else is limited to this origin and
 * the configured Supabase project.
 */
export function contentSecurityPolicy(supabaseUrl: string, dev: boolean): string {
  const supabase = new URL(supabaseUrl);
  const websocket = `${supabase.protocol === "https:" ? "wss:" : "ws:"}//${supabase.host}`;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", supabase.origin, websocket, ...(dev ? ["ws:"] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

interface Header {
  key: string;
  value: string;
}

/** Headers that protect any response: HTTPS only, and no guessing of content types. */
function transportHeaders(): Header[] {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
  ];
}

/** Headers that only mean something on a document: what it may load, embed and share. */
function documentHeaders(supabaseUrl: string, dev: boolean): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(supabaseUrl, dev) },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
}

/**
 * next.config header rules. The hashed build assets under /_next/static are scripts, styles and
 * fonts, where document policies do nothing; leaving them off saves about half a kilobyte per
 * asset response on HTTP/1.1.
 */
export function securityHeaderRules(supabaseUrl: string, dev: boolean) {
  return [
    { source: "/:path*", headers: transportHeaders() },
    { source: "/:path((?!_next/static/).*)", headers: documentHeaders(supabaseUrl, dev) },
  ];
}
