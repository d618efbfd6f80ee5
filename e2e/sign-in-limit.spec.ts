import type { Page } from "@playwright/test";
import { login } from "../content/admin";
import { LOCAL_SUPABASE_ANON_KEY } from "../lib/supabase/env";
import { e2eSupabase } from "./backend";
import { createEditor, testAddress } from "./editor";
import { expect, test } from "./fixtures";

// Failed attempts here count against an address of their own, never against the one every other
// test signs in from.
test.use({ extraHTTPHeaders: { "x-forwarded-for": testAddress() } });

/** One sign-in through the form, returning once the server has answered it. */
async function attempt(page: Page, email: string, password: string) {
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password).fill(password);
  // Answers look alike (the same alert again), so wait for this attempt's own response.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/login"),
  );
  await page.getByRole("button", { name: login.submit }).click();
  await answered;
  await expect(page.getByRole("button", { name: login.submit })).toBeEnabled();
}

/** The form's own alert; Next's route announcer is an alert too. */
const alert = (page: Page) => page.locator("main form").getByRole("alert");

test.describe("sign-in limit", () => {
  test("after 5 wrong passwords the account is refused, even the right password", async ({
    page,
    request,
  }) => {
    const account = await createEditor(request);
    await page.goto("/login?next=/admin");
    for (let i = 1; i <= 5; i++) {
      await attempt(page, account.email, `wrong-password-${i}`);
      await expect(alert(page)).toHaveText(login.invalidCredentials);
    }
    await attempt(page, account.email.toUpperCase(), account.password);
    await expect(alert(page)).toHaveText(login.tooManyAttempts(15));
    await expect(page).toHaveURL(/\/login/);
    // The password was right: it is the site's limit that refused it, not the backend.
    const direct = await request.post(`${e2eSupabase.url}/auth/v1/token?grant_type=password`, {
      headers: { apikey: LOCAL_SUPABASE_ANON_KEY },
      data: account,
    });
    expect(direct.status()).toBe(200);
  });

  test("an unknown email is limited the same way", async ({ page }) => {
    const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await page.goto("/login");
    for (let i = 1; i <= 5; i++) {
      await attempt(page, email, `guess-${i}`);
      await expect(alert(page)).toHaveText(login.invalidCredentials);
    }
    await attempt(page, email, "guess-6");
    await expect(alert(page)).toHaveText(login.tooManyAttempts(15));
  });
});
