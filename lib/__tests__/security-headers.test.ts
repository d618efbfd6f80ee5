import { contentSecurityPolicy, securityHeaderRules } from "../security-headers";

describe("security headers", () => {
  it("limits connections to this origin and the configured Supabase project", () => {
    const csp = contentSecurityPolicy("https://abc.supabase.co", false);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("uses ws: for a plain-http local backend and allows eval only in development", () => {
    const csp = contentSecurityPolicy("http://127.0.0.1:54321", true);
    expect(csp).toContain("http://127.0.0.1:54321 ws://127.0.0.1:54321");
    expect(csp).toContain("'unsafe-eval'");
  });

  it("sets the transport, sniffing, referrer and permission headers on pages", () => {
    const rules = securityHeaderRules("https://abc.supabase.co", false);
    const headers = Object.fromEntries(
      rules.flatMap((rule) => rule.headers).map((h) => [h.key, h.value]),
    );
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
  });
});
