import type { Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { findContent, createEditor, editorContext } from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;
/** Presence updates go out at most every 7 s (hosted Realtime's limit), so allow for one wait. */
const PRESENCE = { timeout: 20_000 };

/** Other tests' editors may be in /admin at the same time: look for one editor's entry. */
const presentEditor = (page: Page, email: string) =>
  page.getByTestId("editors-here").getByTestId("present-editor").filter({ hasText: email });

test("editors see who else is here, what each is editing, and each other's changes live", async ({
  browser,
  request,
}) => {
  test.slow();
  const first = await createEditor(request);
  const other = await createEditor(request);
  const a = await editorContext(browser, first);
  const key = `e2e.presence.${Date.now().toString(36)}`;
  await a.page.getByLabel(t.add.keyLabel).fill(key);
  await a.page.getByLabel(t.add.valueLabel).fill("Shared text");
  await a.page.getByRole("button", { name: t.add.submit }).click();
  // Other tests write at the same time, so look for this text's entries, not the newest.
  // The change feed is in the Activity room: a second tab of A's watches it.
  const feed = await a.context.newPage();
  await feed.goto("/admin/activity");
  const feedA = feed.getByTestId("recent-changes").getByTestId("recent-change");
  await expect(feedA.filter({ hasText: t.recent.entry(t.recent.you, "Added", key) })).toBeVisible();

  const b = await editorContext(browser, other);
  const otherInA = presentEditor(a.page, other.email);
  await expect(otherInA).toHaveText(`${other.email} · ${t.presence.browsing}`, PRESENCE);
  await expect(presentEditor(b.page, first.email)).toHaveText(
    `${first.email} · ${t.presence.browsing}`,
    PRESENCE,
  );

  // B opens the text: A sees it marked, in the list and in who-is-here.
  const itemA = await findContent(a.page, key);
  const itemB = await findContent(b.page, key);
  await itemB.getByRole("button", { name: t.list.editLabel(key) }).click();
  const openedAt = Date.now();
  await expect(itemA.getByTestId("editing-mark")).toHaveText(
    t.presence.editingNow(other.email),
    PRESENCE,
  );
  console.log(`Presence: another editor's open edit marked after ${Date.now() - openedAt} ms`);
  await expect(otherInA).toHaveText(`${other.email} · ${t.presence.editing(key)}`);

  // A edits it too; B saves first, so A's draft meets the conflict flow, not a silent overwrite.
  await itemA.getByRole("button", { name: t.list.editLabel(key) }).click();
  await itemA.getByRole("textbox").fill("A's draft");
  await itemB.getByRole("textbox").fill("B's text");
  await itemB.getByRole("button", { name: t.list.save }).click();
  await expect(itemA.getByText(t.conflict.changedTitle)).toBeVisible();
  await expect(itemA.getByRole("textbox")).toHaveValue("A's draft");
  await expect(
    feedA.filter({ hasText: t.recent.entry(other.email, "Changed", key) }),
  ).toBeVisible();

  // B is done editing, then leaves: A's marks go.
  await expect(itemA.getByTestId("editing-mark")).toHaveCount(0, PRESENCE);
  await expect(otherInA).toHaveText(`${other.email} · ${t.presence.browsing}`);
  await b.context.close();
  await expect(otherInA).toHaveCount(0, PRESENCE);

  await a.context.close();
});
