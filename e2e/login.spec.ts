import { adminText, login } from "../content/admin";
import { createEditor, EDITOR, editorContext, signIn } from "./editor";
import { axeViolations, expect, gotoWithTheme, test } from "./fixtures";

test.describe("sign-in", () => {
  test("a visitor who is not signed in is sent from /admin to /login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=\/admin$/);
    await expect(page.getByRole("heading", { name: login.title })).toBeVisible();
  });

  test("a wrong password is reported and the page stays", async ({ page }) => {
    await page.goto("/login?next=/admin");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill("not-the-password");
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: login.invalidCredentials })).toHaveText(
      login.invalidCredentials,
    );
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel(login.email)).toHaveValue(EDITOR.email);
  });

  test.describe("from another machine", () => {
    // Only here is the sender named by a header; a proxy in front of a real site appends it.
    test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7" } });

    test("a demo account's published password is refused, saying how to make a real admin", async ({
      page,
    }) => {
      await page.goto("/login?next=/admin");
      await page.getByLabel(login.email).fill(EDITOR.email);
      await page.getByLabel(login.password).fill(EDITOR.password);
      await page.getByRole("button", { name: login.submit }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "npm run supabase:admin" }),
      ).toHaveText(login.publishedAccount);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByLabel(login.email)).toHaveValue(EDITOR.email);
    });

    test("an account of the team's own signs in as usual", async ({ page, request }) => {
      await signIn(page, await createEditor(request));
      await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
    });
  });

  test("an editor signs in, lands on /admin and signs out", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill(EDITOR.password);
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
    await page.getByRole("button", { name: adminText.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=\/admin$/);
  });

  test("sign out everywhere ends the account's sessions on other devices too", async ({
    browser,
    request,
  }) => {
    const account = await createEditor(request);
    const laptop = await editorContext(browser, account);
    const phone = await editorContext(browser, account);
    try {
      await phone.page.getByRole("button", { name: adminText.signOutEverywhere }).click();
      await expect(phone.page).toHaveURL(/\/login$/);
      // The other device is sent to sign in at its next request.
      await laptop.page.goto("/admin");
      await expect(laptop.page).toHaveURL(/\/login\?next=\/admin$/);
      await signIn(laptop.page, account);
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });

  test("next is only honoured for same-site paths", async ({ page }) => {
    await page.goto("/login?next=//example.com/admin");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill(EDITOR.password);
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });

  test("a signed-in editor is redirected to a next path outside Latin-1, not shown an error", async ({
    page,
  }) => {
    await signIn(page);
    for (const [next, location] of [
      ["/admin%3Fq%3D%E2%9C%93", "/admin?q=%E2%9C%93"],
      // Typed raw: the browser percent-encodes it on the way, the server must on the way back.
      ["/admin?q=✓", "/admin?q=%E2%9C%93"],
      ["/adminé✓", "/admin%C3%A9%E2%9C%93"],
      // Latin-1 is no 500 but came back as mojibake ("Ã©").
      ["/admin?q=é", "/admin?q=%C3%A9"],
    ]) {
      const response = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(307);
      expect(response.headers()["location"]).toBe(location);
    }
    await page.goto("/login?next=/admin?q=✓");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin" && url.searchParams.get("q") === "✓",
    );
  });

  test("signing in sends the editor on to a next path outside Latin-1", async ({ page }) => {
    await page.goto("/login?next=/admin?q=✓");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill(EDITOR.password);
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin" && url.searchParams.get("q") === "✓",
    );
    await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/login has no WCAG 2.2 AA violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, "/login", theme);
      await expect(page.getByLabel(login.email)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
