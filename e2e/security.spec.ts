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

  test("public pages are served from the static cache", async ({ request }) => {
    const response = await request.get("/services/dft");
    expect(response.headers()["cache-control"]).not.toContain("no-store");
  });

  test("no script the public pages load contains a secret key", async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") {
        scripts.set(response.url(), await response.text());
      }
    });
    for (const path of ["/", "/services/dft", "/contact"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    const inline = await page.locator("script:not([src])").allTextContents();
    const bodies = [...scripts.values(), ...inline];
    expect(scripts.size).toBeGreaterThan(3);
    for (const body of bodies) {
      expect(body).not.toContain(SERVICE_ROLE_KEY);
      expect(body).not.toContain("sb_secret_");
    }
  });
});
