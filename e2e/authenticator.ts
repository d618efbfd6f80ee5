import type { Page } from "@playwright/test";
import { twoFactorText } from "../content/admin-team";
import { totpCode } from "../packages/local-supabase/src/auth/totp";
import { expectToast } from "./editor";
import { expect } from "./fixtures";

const t = twoFactorText;

/** Adds an authenticator in the Security room; returns its key, as the app would keep it. */
export async function addAuthenticator(page: Page, name: string): Promise<string> {
  await page.goto("/admin/security");
  await page.getByLabel(t.room.add.name).fill(name);
  await page.getByRole("button", { name: t.room.add.start }).click();
  await expect(page.getByRole("img", { name: t.room.add.qr(name) })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await page.getByLabel(t.room.add.code).fill(totpCode(secret));
  await page.getByRole("button", { name: t.room.add.confirm }).click();
  await expectToast(page, t.room.add.done(name));
  return secret;
}
