import { expect, test } from "./fixtures";

const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

test.describe("security headers", () => {
  for (const path of ["/", "/services/dft", "/contact", "/no-such-page"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+/);
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("build assets keep nosniff and HSTS but not the document policies", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/services/dft");
    const asset = scripts.find((url) => url.includes("/_next/static/"));
    expect(asset).toBeDefined();
    const headers = (await page.request.get(asset!)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["permissions-policy"]).toBeUndefined();
  });

  test("public pages are served from the static cache", async ({ request }) => {
    const response = await request.get("/services/dft");
    expect(response.headers()["cache-control"]).not.toContain("no-store");
  });

  test("no script the public pages load contains a secret key", async ({ page }) => {
    // Bodies are fetched afterwards: a response's body is gone once the page navigates away.
    const scriptUrls = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptUrls.add(request.url());
    });
    const inline: string[] = [];
    for (const path of ["/", "/services/dft", "/contact"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      inline.push(...(await page.locator("script:not([src])").allTextContents()));
    }
    expect(scriptUrls.size).toBeGreaterThan(3);
    const bodies = [...inline];
    for (const url of scriptUrls) {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      bodies.push(await response.text());
    }
    for (const body of bodies) {
      expect(body).not.toContain(SERVICE_ROLE_KEY);
      expect(body).not.toContain("sb_secret_");
    }
  });
});
