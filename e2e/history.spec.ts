import { adminText } from "../content/admin";
import {
  contentItem,
  findContent,
  createEditor,
  EDITOR,
  editorContext,
  TWO_EDITORS_TIMEOUT_MS,
} from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;

test("history shows who changed what, restores an earlier version, and Undo takes it back", async ({
  browser,
  request,
}) => {
  test.setTimeout(TWO_EDITORS_TIMEOUT_MS);
  const other = await createEditor(request);
  const a = await editorContext(browser);
  const b = await editorContext(browser, other);
  const key = `e2e.history.${Date.now().toString(36)}`;

  // A adds the item, B changes it.
  await a.page.getByLabel(t.add.keyLabel).fill(key);
  await a.page.getByLabel(t.add.valueLabel).fill("First version");
  await a.page.getByRole("button", { name: t.add.submit }).click();
  const itemB = await findContent(b.page, key);
  await expect(itemB).toContainText("First version");
  await itemB.getByRole("button", { name: t.list.editLabel(key) }).click();
  await itemB.getByRole("textbox").fill("Second version");
  await itemB.getByRole("button", { name: t.list.save }).click();

  // A sees both changes, with who made them, and restores the first.
  const itemA = contentItem(a.page, key);
  await expect(itemA).toContainText("Second version");
  await itemA.getByRole("button", { name: t.history.showLabel(key) }).click();
  const entries = itemA.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(t.history.byWhom("Changed", other.email));
  await expect(entries.nth(0)).toContainText("First version");
  await expect(entries.nth(0)).toContainText("Second version");
  await expect(entries.nth(1)).toContainText(t.history.byWhom("Added", EDITOR.email));
  await entries
    .nth(1)
    .getByRole("button", { name: /Restore this version/ })
    .click();
  await expect(itemA.locator("p").filter({ hasText: "First version" }).first()).toBeVisible();

  // Undo in the toast (offered for a few seconds) puts B's text back.
  const toast = a.page.locator("[data-sonner-toast]").filter({ hasText: t.toasts.restored });
  await toast.getByRole("button", { name: t.toasts.undo }).click();
  await expect(itemB).toContainText("Second version");

  // The restore and the undo are changes of their own; the open history shows them.
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText(t.history.byWhom("Changed", EDITOR.email));
  await expect(entries.nth(0)).toContainText("Second version");
  await expect(entries.nth(1)).toContainText(t.history.byWhom("Changed", EDITOR.email));

  await a.context.close();
  await b.context.close();
});
