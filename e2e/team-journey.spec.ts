import { teamText, twoFactorText } from "../content/admin-team";
import { reviewText } from "../content/admin-review";
import { totpCode } from "../packages/local-supabase/src/auth/totp";
import { addAuthenticator } from "./authenticator";
import {
  createEditor,
  editorContext,
  expectToast,
  passwordSignIn,
  TWO_EDITORS_TIMEOUT_MS,
} from "./editor";
import { expect, test } from "./fixtures";
import { invitationLink } from "./mailbox";
import { keepSiteTextRow, stageAboutText } from "./site-text-row";

/**
 * A team at work, end to end: an admin invites an author, who joins from the inbox, adds an
 * authenticator, signs in with it, stages a change and asks for review; an editor approves it,
 * and visitors see it.
 */

const KEY = "about.hero.title";

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS * 2 });

keepSiteTextRow(KEY);

test("invited, two-factor signed in, reviewed, published", async ({ browser, page, request }) => {
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  const editor = await editorContext(browser, await createEditor(request, "editor"));
  const author = {
    email: `author-${Date.now().toString(36)}@example.com`,
    password: `pw-${Date.now().toString(36)}-long`,
  };
  const words = `Engineering, as the team agreed ${Date.now().toString(36)}`;
  try {
    await admin.page.goto("/admin/team");
    await admin.page.getByLabel(teamText.invite.email).fill(author.email);
    await admin.page.getByLabel(teamText.invite.role, { exact: true }).selectOption("author");
    await admin.page.getByRole("button", { name: teamText.invite.submit }).click();
    await expect(
      admin.page.getByRole("status").filter({ hasText: teamText.invite.sent(author.email) }),
    ).toBeVisible();

    // From the inbox to a password of their own, then an authenticator.
    await page.goto(await invitationLink(page, author.email));
    await page.getByLabel(teamText.welcome.password).fill(author.password);
    await page.getByLabel(teamText.welcome.confirm).fill(author.password);
    await page.getByRole("button", { name: teamText.welcome.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    const secret = await addAuthenticator(page, "Author's phone");

    // Next time: the password, then the code.
    await page.context().clearCookies();
    await passwordSignIn(page, author);
    await expect(page).toHaveURL((url) => url.pathname === "/login/two-factor");
    await page.getByLabel(twoFactorText.step.code).fill(totpCode(secret));
    await page.getByRole("button", { name: twoFactorText.step.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");

    // The author stages and asks; the editor approves; visitors get it.
    await stageAboutText(page, KEY, words);
    await page.goto("/admin/staged");
    await page.getByRole("button", { name: reviewText.author.submit }).click();
    await expectToast(page, reviewText.done.submitted);
    expect(await (await request.get("/about")).text()).not.toContain(words);

    await editor.page.goto("/admin/staged");
    await editor.page
      .getByTestId("review-request")
      .filter({ hasText: author.email })
      .getByRole("button", { name: reviewText.reviewer.approve })
      .click();
    await expectToast(editor.page, reviewText.done.approved(1));
    await expect
      .poll(async () => (await request.get("/about")).text(), { timeout: 10_000 })
      .toContain(words);
  } finally {
    await admin.context.close();
    await editor.context.close();
  }
});
