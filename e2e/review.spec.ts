import type { Page } from "@playwright/test";
import { adminRooms } from "../content/admin";
import { reviewText } from "../content/admin-review";
import { keepSiteTextRow, stageAboutText } from "./site-text-row";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { createEditor, editorContext, expectToast, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/** An author stages, asks for review; an editor sends it back, then approves, and the page changes. */

const t = reviewText;
const KEY = "about.hero.title";
const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS * 2 });

keepSiteTextRow(KEY);

test.afterEach(async ({ request }) => {
  await request.delete(`${e2eSupabase.url}/rest/v1/review_requests?status=eq.open`, {
    headers: secret,
  });
});

const stageTitle = (page: Page, words: string) => stageAboutText(page, KEY, words);

test("an author asks for review; an editor sends it back with a comment, then approves, and the page changes", async ({
  browser,
  request,
}) => {
  const words = `Engineering, reviewed ${Date.now().toString(36)}`;
  const author = await editorContext(browser, await createEditor(request, "author"));
  const editorAccount = await createEditor(request);
  const editor = await editorContext(browser, editorAccount);
  try {
    await stageTitle(author.page, words);
    await author.page.goto("/admin/staged");
    await expect(author.page.getByText(t.author.staged(1))).toBeVisible();
    await author.page.getByLabel(t.author.note).fill("The title for the new campaign.");
    await author.page.getByRole("button", { name: t.author.submit }).click();
    await expectToast(author.page, t.done.submitted);
    await expect(author.page.getByText(/^Waiting for review since /)).toBeVisible();

    // The editor sees a badge on Staged, and the request with its note and its size.
    await editor.page.goto("/admin/staged");
    await expect(
      editor.page.getByRole("link", { name: new RegExp(`^${adminRooms.staged}`) }),
    ).toContainText(t.badge(1));
    const asked = editor.page.getByTestId("review-request").filter({ hasText: "new campaign" });
    await expect(asked).toContainText(t.reviewer.changes(1));
    // The staged change itself, before and after, is listed below.
    await expect(
      editor.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`),
    ).toContainText(words);

    // Sending back asks for words first.
    await asked.getByRole("button", { name: t.reviewer.reject }).click();
    await expect(asked.getByRole("alert")).toHaveText(
      "Say what should change, so the author knows.",
    );
    await asked.getByRole("textbox").fill("Shorter, please.");
    await asked.getByRole("button", { name: t.reviewer.reject }).click();
    await expectToast(editor.page, t.done.rejected);
    await expect(editor.page.getByText(t.reviewer.none)).toBeVisible();
    // Each step stays in the review's history.
    const history = editor.page.getByTestId("review-history");
    await expect(history).toContainText(`sent back by ${editorAccount.email}`);
    await expect(history).toContainText("Shorter, please.");

    // The author reads why, still has the change staged, and asks again.
    await author.page.reload();
    const outcome = author.page.getByTestId("review-outcome");
    await expect(outcome).toContainText(`Sent back by ${editorAccount.email}`);
    await expect(outcome).toContainText("Shorter, please.");
    await author.page.getByRole("button", { name: t.author.submit }).click();
    await expectToast(author.page, t.done.submitted);

    // Approved: published as the editor, and visitors get it.
    await editor.page.reload();
    await editor.page
      .getByTestId("review-request")
      .getByRole("button", { name: t.reviewer.approve })
      .click();
    await expectToast(editor.page, t.done.approved(1));
    await expect(
      editor.page.getByTestId("review-history").getByRole("listitem").first(),
    ).toContainText(`approved by ${editorAccount.email}`);
    await expect
      .poll(async () => (await request.get("/about")).text(), { timeout: 10_000 })
      .toContain(words);
    await author.page.reload();
    await expect(author.page.getByTestId("review-outcome")).toContainText(
      `Approved and published by ${editorAccount.email}`,
    );
  } finally {
    await author.context.close();
    await editor.context.close();
  }
});

test("review has no WCAG 2.2 AA violations, for an author and for a reviewer, in either theme", async ({
  browser,
  request,
}) => {
  const author = await editorContext(browser, await createEditor(request, "author"));
  const editor = await editorContext(browser, await createEditor(request));
  try {
    await stageTitle(author.page, `Reviewed for access ${Date.now().toString(36)}`);
    await author.page.goto("/admin/staged");
    await author.page.getByRole("button", { name: t.author.submit }).click();
    await expectToast(author.page, t.done.submitted);
    for (const page of [author.page, editor.page]) {
      for (const theme of ["light", "dark"] as const) {
        await gotoWithTheme(page, "/admin/staged", theme);
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        expect(await axeViolations(page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual([]);
      }
    }
  } finally {
    await author.context.close();
    await editor.context.close();
  }
});
