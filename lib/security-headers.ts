/**
 * Security headers for every route, set from next.config so static pages stay static.
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

export function securityHeaders(supabaseUrl: string, dev: boolean) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(supabaseUrl, dev) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
}
