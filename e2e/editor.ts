import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from "@playwright/test";
import { adminText, login } from "../content/admin";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { expect } from "./fixtures";

/** Accounts the local backend's seed creates. */
export const EDITOR = { email: "editor@example.com", password: "local-editor-password" };
export const VIEWER = { email: "viewer@example.com", password: "local-viewer-password" };

/**
 * For tests with two editors in two browsers, each signing in and loading every text: on a
 * 2-core machine they need more than the default 30 s.
 */
export const TWO_EDITORS_TIMEOUT_MS = 60_000;

export { SERVICE_ROLE_KEY };

/**
 * A new member of the team (an editor unless told), through the backend's admin API (an
 * account made with a role joins the team with it), for tests that must not disturb the
 * seeded accounts (failed sign-ins count against an account). Unique per call, so reruns against
 * a server that is still up never find old counts.
 */
export async function createEditor(
  request: APIRequestContext,
  role: "admin" | "editor" | "author" = "editor",
) {
  const account = { email: `e2e-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` };
  const response = await request.post(`${e2eSupabase.url}/auth/v1/admin/users`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    data: { ...account, email_confirm: true, app_metadata: { role } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/**
 * A client address no other test uses (198.18.0.0/15 is reserved for tests), sent as
 * x-forwarded-for so failed sign-ins count against it and not against the address every other
 * test signs in from.
 */
export function testAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + (byte() % 2)}.${byte()}.${byte()}`;
}

/** Types the password on /login and sends it; where it leads (the code step, /admin) is the caller's. */
export async function passwordSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login?next=/admin");
  await page.getByLabel(login.email).fill(account.email);
  await page.getByLabel(login.password).fill(account.password);
  await page.getByRole("button", { name: login.submit }).click();
}

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

/**
 * A row of 'Manage Content', found through its search: the list shows a page of rows at a time,
 * and a row someone else added may be on another page.
 */
export async function findContent(page: Page, key: string) {
  await page.getByLabel(adminText.list.search).fill(key);
  return contentItem(page, key);
}

/** A toast with this text was shown (one is visible at a time; others may replace it). */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: text }).first(),
  ).toBeAttached();
}

let counter = 0;
/** A content key unique per test and run: the tests share one database and run in parallel. */
export const uniqueKey = (label: string) =>
  `e2e.${label}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Adds an item through 'Add Content'; resolves when it is confirmed and in the list. */
export async function addContent(page: Page, key: string, value: string) {
  await page.getByLabel(adminText.add.keyLabel).fill(key);
  await page.getByLabel(adminText.add.valueLabel).fill(value);
  await page.getByRole("button", { name: adminText.add.submit }).click();
  await expectToast(page, adminText.toasts.added);
  await expect(contentItem(page, key)).toContainText(value);
}

/** Edits a row of 'Manage Content' and saves it; resolves when the save is confirmed. */
export async function saveItem(page: Page, key: string, value: string) {
  const row = contentItem(page, key);
  await row.getByRole("button", { name: adminText.list.editLabel(key) }).click();
  await row.getByRole("textbox").fill(value);
  await row.getByRole("button", { name: adminText.list.save }).click();
  await expectToast(page, adminText.toasts.saved);
  return Date.now();
}

/** A browser context of its own, signed in as the account, on a live /admin. */
export async function editorContext(
  browser: Browser,
  account = EDITOR,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page.getByTestId("live-banner")).toHaveText(adminText.realtime.connected);
  await expect(page.getByText(adminText.list.loading)).toHaveCount(0);
  return { context, page };
}
