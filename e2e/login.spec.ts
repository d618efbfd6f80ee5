import { adminText, login } from "../content/admin";
import { axeViolations, expect, gotoWithTheme, test } from "./fixtures";

const EDITOR = { email: "editor@example.com", password: "local-editor-password" };

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

  test("an editor signs in, lands on /admin and signs out", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill(EDITOR.password);
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();
    await page.getByRole("button", { name: adminText.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=\/admin$/);
  });

  test("next is only honoured for same-site paths", async ({ page }) => {
    await page.goto("/login?next=//example.com/admin");
    await page.getByLabel(login.email).fill(EDITOR.email);
    await page.getByLabel(login.password).fill(EDITOR.password);
    await page.getByRole("button", { name: login.submit }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/login has no WCAG 2.2 AA violations (${theme})`, async ({ page }) => {
      await gotoWithTheme(page, "/login", theme);
      await expect(page.getByLabel(login.email)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
