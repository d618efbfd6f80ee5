import type { Page } from "@playwright/test";
import { LAUNCH_PATH } from "../components/admin/shell/admin-rooms";
import { adminRooms } from "../content/admin";
import { collectionsText } from "../content/admin-collections";
import { launchNav, launchText as t } from "../content/admin-launch";
import { settingsText } from "../content/admin-settings";
import { company, offices } from "../content/company";
import { collectionSpecs } from "../lib/collections/specs";
import { e2eSupabase } from "./backend";
import { createEditor, editorContext, expectToast, SERVICE_ROLE_KEY, signIn } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/** The readiness room: what visitors still see of the placeholders, and where to replace it. */

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const headquarters = offices[0]!;
const emailLabel = collectionSpecs.offices.fields.find((field) => field.name === "email")!.label;

const nav = (page: Page) => page.getByRole("navigation", { name: adminRooms.label });
const badge = (page: Page) => nav(page).getByTestId("launch-badge");

/** The headquarters' line about its placeholder address. */
const headquartersLine = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: t.office.email(headquarters.name, headquarters.email) });

/** Resolves once the room follows the tables live (its channel is subscribed). */
function roomIsLive(page: Page) {
  return new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const text = String(payload);
        if (text.includes("launch_changes") && text.includes("Subscribed to PostgreSQL")) resolve();
      }),
    );
  });
}

test("a placeholder's line leads to its field, goes once it is replaced, and comes back live", async ({
  page,
  request,
}) => {
  const replaced = `hello.${Date.now().toString(36)}@vertexsilicon.in`;
  const restore = () =>
    request.patch(`${e2eSupabase.url}/rest/v1/offices`, {
      params: { email: `eq.${replaced}` },
      headers: secret,
      data: { email: headquarters.email },
    });
  try {
    await signIn(page, await createEditor(page.request));
    await nav(page)
      .getByRole("link", { name: new RegExp(`^${launchNav.room}`) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === LAUNCH_PATH);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(headquartersLine(page)).toHaveCount(1);
    const before = Number((await badge(page).textContent())?.match(/^\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);

    await headquartersLine(page)
      .getByRole("link", { name: t.office.fix(headquarters.name, "email") })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname.startsWith("/admin/offices/") && url.hash === "#field-email",
    );
    await page.getByLabel(emailLabel, { exact: true }).fill(replaced);
    await page.getByRole("button", { name: collectionsText.form.save }).click();
    await expectToast(page, collectionsText.toasts.saved);

    const live = roomIsLive(page);
    await page.goto(LAUNCH_PATH);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(headquartersLine(page)).toHaveCount(0);
    await expect(badge(page)).toContainText(launchNav.badge(before - 1));

    // Put back by anyone else, the placeholder shows again without reloading the room.
    await live;
    expect((await restore()).ok()).toBe(true);
    await expect(headquartersLine(page)).toHaveCount(1, { timeout: 10_000 });
    await expect(badge(page)).toContainText(launchNav.badge(before));
  } finally {
    await restore();
  }
});

test("an admin sets the project form's address: the home page's buttons open it and its line goes", async ({
  browser,
  request,
}) => {
  const words = settingsText.projectRequest;
  const url = `https://forms.vertexsilicon.in/start-${Date.now().toString(36)}`;
  /** The home page as the server sends it, within the time a publish takes. */
  const homeSoon = (href: string) =>
    expect
      .poll(async () => (await (await request.get("/")).text()).includes(`href="${href}"`), {
        timeout: 5000,
        intervals: [100],
      })
      .toBe(true);
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  try {
    const { page } = admin;
    await page.goto(LAUNCH_PATH);
    const line = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: t.projectForm.seen(company.projectRequestUrl) });
    await line.getByRole("link", { name: t.projectForm.fix }).click();
    await expect(page).toHaveURL((to) => to.pathname === "/admin/settings");
    const field = page.getByLabel(words.field.label, { exact: true });
    await field.fill("http://forms.vertexsilicon.in/start");
    await page.getByRole("button", { name: words.save }).click();
    await expect(
      page.getByText("Use the form's full address, starting with https://.").first(),
    ).toBeVisible();
    await field.fill(url);
    await page.getByRole("button", { name: words.save }).click();
    await expectToast(page, words.saved);
    await homeSoon(url);
    await page.goto(LAUNCH_PATH);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(line).toHaveCount(0);
  } finally {
    await admin.context.close();
    await request.patch(`${e2eSupabase.url}/rest/v1/site_settings`, {
      params: { id: "eq.true" },
      headers: secret,
      data: { project_request_url: null },
    });
  }
  // Unset again, the buttons open the placeholder form, as on a fresh project.
  await homeSoon(company.projectRequestUrl);
});

for (const theme of ["light", "dark"] as const) {
  test(`the room has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
    await signIn(page);
    await gotoWithTheme(page, LAUNCH_PATH, theme);
    await expect(nav(page)).toBeVisible();
    await expect(headquartersLine(page)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  });
}
