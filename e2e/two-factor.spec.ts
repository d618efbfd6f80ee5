import { adminText } from "../content/admin";
import { twoFactorText } from "../content/admin-team";
import { totpCode } from "../packages/local-supabase/src/auth/totp";
import { addAuthenticator } from "./authenticator";
import { createEditor, expectToast, passwordSignIn, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/** Members add authenticator apps and then sign in with a code as well as their password. */

const t = twoFactorText;

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS });

test("a member adds an authenticator, then signs in with a password and its code", async ({
  page,
  request,
}) => {
  const account = await createEditor(request);
  await passwordSignIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await page.goto("/admin/security");
  await expect(page.getByRole("heading", { name: t.room.none })).toBeVisible();

  // A wrong first code keeps the QR code up and says why.
  await page.getByLabel(t.room.add.name).fill("Work phone");
  await page.getByRole("button", { name: t.room.add.start }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(t.room.add.code).fill("000000");
  await page.getByRole("button", { name: t.room.add.confirm }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.step.invalid);
  await expect(page.getByLabel(t.room.add.code)).toHaveValue("000000");
  await page.getByLabel(t.room.add.code).fill(totpCode(secret));
  await page.getByRole("button", { name: t.room.add.confirm }).click();
  await expectToast(page, t.room.add.done("Work phone"));
  await expect(page.getByTestId("authenticator")).toContainText("Work phone");

  // Signing in again: the password, then the code.
  await page.context().clearCookies();
  await passwordSignIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === "/login/two-factor");
  await expect(page.getByRole("heading", { name: t.step.title })).toBeVisible();
  // The admin is closed until the code is in.
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/login/two-factor");
  await page.getByLabel(t.step.code).fill("123");
  await page.getByRole("button", { name: t.step.submit }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.step.malformed);
  await page.getByLabel(t.step.code).fill(totpCode(secret));
  await page.getByRole("button", { name: t.step.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1, name: adminText.title })).toBeVisible();

  // At aal2 the authenticator can be removed; the next sign-in needs the password alone.
  await page.goto("/admin/security");
  await page.getByRole("button", { name: t.room.remove, exact: true }).click();
  await page.getByRole("button", { name: t.room.confirmRemove("Work phone") }).click();
  await expectToast(page, t.room.removed("Work phone"));
  await page.context().clearCookies();
  await passwordSignIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});

test("the code step has no WCAG 2.2 AA violations, in either theme", async ({ page, request }) => {
  const account = await createEditor(request);
  await passwordSignIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await addAuthenticator(page, "Phone");
  await page.context().clearCookies();
  await passwordSignIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === "/login/two-factor");
  for (const theme of ["light", "dark"] as const) {
    await gotoWithTheme(page, "/login/two-factor?next=/admin", theme);
    expect(await axeViolations(page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual([]);
  }
});

test("the Security room, adding an authenticator, has no WCAG 2.2 AA violations, in either theme", async ({
  page,
  request,
}) => {
  await passwordSignIn(page, await createEditor(request));
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  for (const theme of ["light", "dark"] as const) {
    await gotoWithTheme(page, "/admin/security", theme);
    await page.getByRole("button", { name: t.room.add.start }).click();
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    expect(await axeViolations(page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual([]);
  }
});
