import type { Page } from "@playwright/test";
import { adminRooms, adminText } from "../content/admin";
import { teamText } from "../content/admin-team";
import { invitationLink } from "./mailbox";
import { createEditor, editorContext, expectToast, signIn, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/** Admins invite, change roles and remove members; an invited person joins from their inbox. */

const t = teamText;

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS });

const memberRow = (page: Page, email: string) =>
  page.getByTestId("team-member").filter({ hasText: email });

test("an admin invites an author, who joins from the inbox, changes role and is removed", async ({
  browser,
  page,
  request,
}) => {
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  const email = `invited-${Date.now().toString(36)}@example.com`;
  const password = `pw-${Date.now().toString(36)}-long`;
  try {
    await admin.page.goto("/admin/team");
    await expect(admin.page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(
      admin.page.getByRole("link", { name: adminRooms.team, exact: true }),
    ).toHaveAttribute("aria-current", "page");

    // A bad address is refused where it was typed, and kept.
    await admin.page.getByLabel(t.invite.email).fill("not-an-address@");
    await admin.page.getByLabel(t.invite.role, { exact: true }).selectOption("author");
    await admin.page.getByRole("button", { name: t.invite.submit }).click();
    await expect(admin.page.getByRole("alert").filter({ hasText: t.errors.email })).toBeVisible();
    await expect(admin.page.getByLabel(t.invite.email)).toHaveValue("not-an-address@");

    await admin.page.getByLabel(t.invite.email).fill(email);
    await admin.page.getByLabel(t.invite.role, { exact: true }).selectOption("author");
    await admin.page.getByRole("button", { name: t.invite.submit }).click();
    await expect(
      admin.page.getByRole("status").filter({ hasText: t.invite.sent(email) }),
    ).toBeVisible();
    const row = memberRow(admin.page, email);
    await expect(row).toContainText(/Invited .*, not accepted yet/);
    await expect(row.getByLabel(t.members.roleOf(email))).toHaveValue("author");
    // The same address twice is said so.
    await admin.page.getByLabel(t.invite.email).fill(email);
    await admin.page.getByRole("button", { name: t.invite.submit }).click();
    await expect(
      admin.page.getByRole("alert").filter({ hasText: t.errors.alreadyMember(email) }),
    ).toBeVisible();

    // The invited person follows the link, chooses a password, and lands in /admin.
    await page.goto(await invitationLink(page, email));
    await expect(page).toHaveURL((url) => url.pathname === "/welcome" && url.hash === "");
    await expect(page.getByRole("heading", { name: t.welcome.title })).toBeVisible();
    // The link's session is this browser's at once: a reload before choosing loses nothing.
    await expect(page.getByLabel(t.welcome.password)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.welcome.password)).toBeVisible();
    await page.getByLabel(t.welcome.password).fill("short");
    await page.getByLabel(t.welcome.confirm).fill("short");
    await page.getByRole("button", { name: t.welcome.submit }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.welcome.tooShort(8));
    await page.getByLabel(t.welcome.password).fill(password);
    await page.getByLabel(t.welcome.confirm).fill(password);
    await page.getByRole("button", { name: t.welcome.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { name: adminText.nonEditor.title })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: adminText.add.title })).toBeVisible();
    // An author sees no Team room, and the room itself says it is for admins.
    await expect(page.getByRole("link", { name: adminRooms.team, exact: true })).toHaveCount(0);
    await page.goto("/admin/team");
    await expect(page.getByText(t.adminsOnly)).toBeVisible();

    // The admin sees them joined, makes them an editor, then removes them.
    await admin.page.reload();
    await expect(row).toContainText(/Last signed in/);
    await row.getByLabel(t.members.roleOf(email)).selectOption("editor");
    await row.getByRole("button", { name: t.members.changeRole }).click();
    await expect(row.getByRole("status")).toHaveText(t.members.roleChanged(email, t.roles.editor));
    await row.getByRole("button", { name: t.members.remove }).click();
    await row.getByRole("button", { name: t.members.confirmRemove(email) }).click();
    await expectToast(admin.page, t.members.removed(email));
    await expect(row).toHaveCount(0);

    // Their session still stands, but the admin is closed to them from the next request.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: adminText.nonEditor.title })).toBeVisible();
    // The invitation's link worked once.
    await page.context().clearCookies();
    await page.goto(await invitationLink(page, email));
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.welcome.expired);
    // And they sign in as before, with the password they chose.
    await signIn(page, { email, password });
  } finally {
    await admin.context.close();
  }
});

test("a withdrawn invitation's link stops working, and an editor is told the room is for admins", async ({
  browser,
  page,
  request,
}) => {
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  const email = `withdrawn-${Date.now().toString(36)}@example.com`;
  try {
    await admin.page.goto("/admin/team");
    await admin.page.getByLabel(t.invite.email).fill(email);
    await admin.page.getByRole("button", { name: t.invite.submit }).click();
    await expect(
      admin.page.getByRole("status").filter({ hasText: t.invite.sent(email) }),
    ).toBeVisible();
    const link = await invitationLink(page, email);
    const row = memberRow(admin.page, email);
    await row.getByRole("button", { name: t.members.revoke }).click();
    await row.getByRole("button", { name: t.members.confirmRevoke(email) }).click();
    await expectToast(admin.page, t.members.revoked(email));
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.welcome.expired);

    // An editor is told the room is for admins (the database refuses them its functions too).
    const editor = await editorContext(browser, await createEditor(request));
    await editor.page.goto("/admin/team");
    await expect(editor.page.getByText(t.adminsOnly)).toBeVisible();
    await editor.context.close();
  } finally {
    await admin.context.close();
  }
});

test("the Team room has no WCAG 2.2 AA violations, in either theme", async ({
  browser,
  request,
}) => {
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  try {
    for (const theme of ["light", "dark"] as const) {
      await gotoWithTheme(admin.page, "/admin/team", theme);
      await expect(admin.page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      expect(await axeViolations(admin.page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual(
        [],
      );
    }
  } finally {
    await admin.context.close();
  }
});

test("the welcome page without an invitation says so and offers sign-in", async ({ page }) => {
  await page.goto("/welcome");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(t.welcome.expired);
  await expect(page.getByRole("link", { name: t.welcome.signIn })).toHaveAttribute(
    "href",
    "/login",
  );
});
