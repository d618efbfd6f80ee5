import type { Page } from "@playwright/test";
import { adminText, login } from "../content/admin";
import { expect } from "./fixtures";

/** Accounts the local backend's seed creates. */
export const EDITOR = { email: "editor@example.com", password: "local-editor-password" };
export const VIEWER = { email: "viewer@example.com", password: "local-viewer-password" };

/** Signs in through /login and lands on /admin. */
export async function signIn(page: Page, account = EDITOR) {
  await page.goto("/login?next=/admin");
  await page.getByLabel(login.email).fill(account.email);
  await page.getByLabel(login.password).fill(account.password);
  await page.getByRole("button", { name: login.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
}

/** Signs in as the editor and waits for the panel to be live and loaded. */
export async function openAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
  await expect(page.getByText(adminText.list.loading)).toHaveCount(0);
}

/** A row of 'Manage Content'. */
export const contentItem = (page: Page, key: string) =>
  page.locator(`[data-testid="content-item"][data-key="${key}"]`);
