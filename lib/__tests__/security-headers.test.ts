/** @jest-environment node */
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import {
  contentSecurityPolicy,
  createNonce,
  nonceOf,
  noncePolicy,
  securityHeaderRules,
} from "../security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

/** The headers next.config sends for a path, matched the way Next matches header rules. */
function headersFor(path: string) {
  return Object.fromEntries(
    securityHeaderRules("https://abc.supabase.co", false)
      .filter((rule) => getPathMatch(rule.source, { strict: true, sensitive: false })(path))
      .flatMap((rule) => rule.headers)
      .map((h) => [h.key, h.value]),
  );
}

describe("security headers", () => {
  it("limits connections to this origin and the configured Supabase project", () => {
    const csp = contentSecurityPolicy("https://abc.supabase.co", false);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).not.toContain("unsafe-eval");
    // Only this origin may frame a page (the admin's "Edit on the page"); never the editor pages.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(noncePolicy("https://abc.supabase.co", false, "n")).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("uses ws: for a plain-http local backend and allows eval only in development", () => {
    const csp = contentSecurityPolicy("http://127.0.0.1:54321", true);
    expect(csp).toContain("http://127.0.0.1:54321 ws://127.0.0.1:54321");
    expect(csp).toContain("'unsafe-eval'");
  });

  it("sets the transport, sniffing, referrer and permission headers on pages", () => {
    for (const path of ["/services/dft", "/admin", "/admin/items", "/login"]) {
      const headers = headersFor(path);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
      expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    }
  });

  it("leaves the editor pages' policy to the proxy and keeps it on every other page", () => {
    const staticPolicy = contentSecurityPolicy("https://abc.supabase.co", false);
    for (const path of ["/", "/services/dft", "/administrator", "/login/x", "/x/admin"]) {
      expect(headersFor(path)["Content-Security-Policy"]).toBe(staticPolicy);
    }
    for (const path of ["/admin", "/admin/items", "/login", "/_next/static/chunks/a.js"]) {
      expect(headersFor(path)["Content-Security-Policy"]).toBeUndefined();
    }
  });

  it("gives build assets nosniff alone: HSTS and the document policies come with the pages", () => {
    expect(headersFor("/_next/static/chunks/a.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
    });
  });

  it("gives the editor pages a nonce policy without 'unsafe-inline' for scripts", () => {
    const csp = noncePolicy("https://abc.supabase.co", false, "bm9uY2U=");
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'strict-dynamic'",
    ]);
    expect(noncePolicy("https://abc.supabase.co", true, "bm9uY2U=")).toContain("'unsafe-eval'");
    // Every other directive is the static pages' own, but for framing: never, not even here.
    const others = (policy: string) =>
      policy
        .split("; ")
        .filter((part) => !part.startsWith("script-src ") && !part.startsWith("frame-ancestors "));
    expect(others(csp)).toEqual(others(contentSecurityPolicy("https://abc.supabase.co", false)));
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("reads the nonce back from a policy, for the layout that renders the theme script", () => {
    const nonce = createNonce();
    expect(nonceOf(noncePolicy("https://abc.supabase.co", false, nonce))).toBe(nonce);
    expect(nonceOf(contentSecurityPolicy("https://abc.supabase.co", false))).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });

  it("makes a fresh 128-bit nonce for every request", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
