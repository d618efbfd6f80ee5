import { randomUUID } from "node:crypto";
import { login, requestRefused } from "../content/admin";
import { BODY_LIMIT_BYTES } from "../lib/post-guard";
import { SERVICE_ROLE_KEY, testAddress } from "./editor";
import { expect, test } from "./fixtures";
import { signInAction } from "./sign-in-request";

test.describe("security headers", () => {
  for (const path of ["/", "/services/dft", "/contact", "/no-such-page"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      // Library images come from Storage; an upload's preview is a blob: URL.
      expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+;/);
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+/);
      // Static pages cannot carry a nonce: they keep the config's policy.
      expect(csp).toContain("script-src 'self' 'unsafe-inline';");
      expect(csp).not.toContain("nonce-");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("build assets keep nosniff; HSTS and the document policies come with the page", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/services/dft");
    const asset = scripts.find((url) => url.includes("/_next/static/"));
    expect(asset).toBeDefined();
    const headers = (await page.request.get(asset!)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBeUndefined();
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

test.describe("POSTs to the editor pages", () => {
  // Attempts that reach the action count as failed sign-ins: keep them off the shared address,
  // and give each its own unknown account, so reruns against a running server never add up.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } });
  const unknownEmail = () => `e2e-unknown-${randomUUID()}@example.com`;
  /** The action's answer echoes the email: proof that it read the whole form. */
  const answeredInvalid = (email: string) =>
    new RegExp(`"email":"${email}","error":"${login.invalidCredentials}"`);

  test("a sign-in sent from another site is refused with 403, not a 500", async ({
    request,
    baseURL,
  }) => {
    const action = await signInAction(request);
    const attempt = (email: string, headers: Record<string, string>) =>
      request.post("/login", {
        headers: { "Next-Action": action.id, Accept: "text/x-component", ...headers },
        multipart: action.form(email, "not-the-password"),
      });

    for (const origin of ["https://evil.example", "null", "not-an-origin"]) {
      const refused = await attempt(unknownEmail(), { Origin: origin });
      expect(refused.status(), origin).toBe(403);
      expect(refused.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      expect(await refused.text()).toBe(requestRefused.crossOrigin);
    }
    // The form posted without scripts (no Next-Action header) and the editor page's own
    // actions are guarded the same way.
    const form = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      multipart: action.form(unknownEmail(), "not-the-password"),
    });
    expect(form.status()).toBe(403);
    const admin = await request.post("/admin", {
      headers: { Origin: "https://evil.example", "Next-Action": action.id },
      multipart: { "0": "[]" },
    });
    expect(admin.status()).toBe(403);

    // From this site, or with no Origin at all (not a browser), the action runs.
    for (const headers of [{ Origin: baseURL! }, {}] as Record<string, string>[]) {
      const email = unknownEmail();
      const allowed = await attempt(email, headers);
      expect(allowed.status()).toBe(200);
      expect(await allowed.text()).toMatch(answeredInvalid(email));
    }
  });

  test("a sign-in over 1 MB is refused with 413, not a 500, with or without a length", async ({
    request,
    baseURL,
  }) => {
    const action = await signInAction(request);
    const headers = { "Next-Action": action.id, Accept: "text/x-component", Origin: baseURL! };
    const form = (email: string, padding: number) =>
      action.form(email, "not-the-password", { _1_padding: "a".repeat(padding) });

    const declared = await request.post("/login", {
      headers,
      multipart: form(unknownEmail(), BODY_LIMIT_BYTES),
    });
    expect(declared.status()).toBe(413);
    expect(declared.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await declared.text()).toBe(requestRefused.tooLarge(1));

    // A streamed body is sent chunked, with no Content-Length to check up front.
    const chunked = async (email: string, padding: number) => {
      const encoded = new Response(form(email, padding));
      return fetch(new URL("/login", baseURL), {
        method: "POST",
        headers: {
          ...headers,
          "x-forwarded-for": testAddress(),
          "Content-Type": encoded.headers.get("content-type")!,
        },
        body: encoded.body,
        duplex: "half",
      } as RequestInit);
    };
    const streamed = await chunked(unknownEmail(), BODY_LIMIT_BYTES);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toBe(requestRefused.tooLarge(1));
    // Under the limit a streamed sign-in still reaches the action, whole.
    const email = unknownEmail();
    const small = await chunked(email, BODY_LIMIT_BYTES - 4096);
    expect(small.status).toBe(200);
    expect(await small.text()).toMatch(answeredInvalid(email));
  });
});
