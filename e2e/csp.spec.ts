import type { APIResponse, Page } from "@playwright/test";
import { adminText, login } from "../content/admin";
import { navigationLabels } from "../content/navigation";
import { signIn } from "./editor";
import { expect, test } from "./fixtures";

const directives = (csp: string) => csp.split("; ");
const scriptSources = (csp: string) =>
  directives(csp)
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

/** The one policy of a response; two would both be enforced. */
function policyOf(response: APIResponse): string {
  const policies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy");
  expect(policies).toHaveLength(1);
  return policies[0].value;
}

function nonceOf(csp: string): string {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
}

/** Every <script> in the HTML, the inline theme script included, carries this response's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.some(([, , body]) => body.includes("localStorage"))).toBe(true);
  for (const [, attributes] of scripts) {
    expect(/\snonce="([^"]*)"/.exec(attributes)?.[1]).toBe(nonce);
  }
}

/** Collects CSP violations the page reports, from before its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("content security policy of the editor pages", () => {
  test("/login has a nonce policy without 'unsafe-inline', fresh for every request", async ({
    request,
  }) => {
    const [first, second] = [await request.get("/login"), await request.get("/login")];
    const csp = policyOf(first);
    const sources = scriptSources(csp);
    expect(sources).toContain("'strict-dynamic'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(nonceOf(csp)).not.toBe(nonceOf(policyOf(second)));
    expectScriptsCarry(await first.text(), nonceOf(csp));
    expectScriptsCarry(await second.text(), nonceOf(policyOf(second)));

    // Only script-src and framing differ from the static pages' policy: public pages may be
    // framed by this origin (the admin's "Edit on the page"), the editor's pages by nobody.
    const publicCsp = (await request.get("/services/dft")).headers()["content-security-policy"];
    const others = (policy: string) =>
      directives(policy).filter(
        (directive) =>
          !directive.startsWith("script-src ") && !directive.startsWith("frame-ancestors "),
      );
    expect(others(csp)).toEqual(others(publicCsp));
    expect(directives(csp)).toContain("frame-ancestors 'none'");
    expect(directives(publicCsp)).toContain("frame-ancestors 'self'");
    expect(first.headers()["cache-control"]).toContain("no-store");
  });

  test("/admin has a nonce policy and runs under it, live updates included", async ({ page }) => {
    const violations = await recordViolations(page);
    await signIn(page);
    const response = await page.goto("/admin");
    const csp = response!.headers()["content-security-policy"];
    expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
    const nonce = nonceOf(csp);
    expectScriptsCarry(await response!.text(), nonce);
    // Live updates need the scripts and the websocket to Supabase, both allowed by the policy.
    await expect(page.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
    const again = await page.request.get("/admin");
    expect(nonceOf(policyOf(again))).not.toBe(nonce);
    expect(await violations()).toEqual([]);
  });

  test("the theme script and the toggle still work on /login", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const violations = await recordViolations(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/login");
    const html = page.locator("html");
    // Only the inline theme script sets this class: it ran.
    await expect(html).toHaveClass(/\blight\b/);
    await expect(page.getByLabel(login.email)).toBeVisible();
    await page.getByRole("button", { name: navigationLabels.toggleTheme }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
