import { adminText } from "../content/admin";
import { twoFactorText } from "../content/admin-team";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { createEditor, editorContext, expectToast, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { expect, test } from "./fixtures";
import { addAuthenticator } from "./authenticator";
import { keepSiteTextRow } from "./site-text-row";

/**
 * An admin requires two-factor sign-in of everyone who can publish: an editor without an
 * authenticator then stages but cannot publish, and is told how to. It changes the whole team,
 * so it runs with the tests that run one at a time, and always turns the requirement off.
 */

const t = twoFactorText;
const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS * 2 });

const KEY = "about.hero.title";
keepSiteTextRow(KEY);

test.afterEach(async ({ request }) => {
  await request.patch(`${e2eSupabase.url}/rest/v1/team_settings?id=eq.true`, {
    headers: secret,
    data: { require_two_factor: false },
  });
});

test("required two-factor sign-in: asked of admins first, then editors without it cannot publish", async ({
  browser,
  request,
}) => {
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  const editor = await editorContext(browser, await createEditor(request));
  try {
    // Not from a session that has not used a code.
    await admin.page.goto("/admin/team");
    await admin.page.getByLabel(t.team.require).check();
    await admin.page.getByRole("button", { name: t.team.save }).click();
    await expect(
      admin.page.getByRole("region", { name: t.team.title }).getByRole("alert"),
    ).toHaveText("Add an authenticator and sign in with it before requiring two-factor sign-in.");

    // Adding an authenticator passes its code, so this session is aal2 now.
    await addAuthenticator(admin.page, "Admin phone");
    await admin.page.goto("/admin/team");
    await admin.page.getByLabel(t.team.require).check();
    await admin.page.getByRole("button", { name: t.team.save }).click();
    await expectToast(admin.page, t.team.saved(true));

    // The editor, at aal1, still stages; is told why they cannot publish, and has no Publish.
    await editor.page.goto("/admin/pages/about");
    const field = editor.page.locator(`[data-testid="page-field"][data-key="${KEY}"]`);
    await field.getByRole("button", { name: /^Edit / }).click();
    await field.getByRole("textbox").fill(`Staged at aal1 ${Date.now().toString(36)}`);
    await field.getByRole("button", { name: adminText.drafts.stage }).click();
    await expect(field.getByTestId("staged-mark")).toBeVisible();
    await editor.page.goto("/admin/staged");
    await expect(editor.page.getByRole("status").filter({ hasText: t.notice })).toBeVisible();
    await expect(
      editor.page.getByRole("button", { name: /^Publish \d+ staged change/ }),
    ).toHaveCount(0);
    await expect(
      editor.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`),
    ).toBeVisible();
  } finally {
    await admin.context.close();
    await editor.context.close();
  }
});
