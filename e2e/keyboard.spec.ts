import type { Locator, Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { contact } from "../content/contact";
import { comingSoon } from "../content/notices";
import { contentItem, openAdmin } from "./editor";
import { expect, test } from "./fixtures";

const t = adminText;

/** Presses Tab (or Shift+Tab) until `target` has focus: it is reachable from the keyboard alone. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

/** The focused element shows a visible outline (the focus ring). */
async function expectFocusRing(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
  const { fields } = contact.form;
  await page.goto("/contact?department=dft-services");
  // Scoped to the form: the form's own name, "Send us a Message", would match "Message" too.
  const form = page.locator("form");
  const name = form.getByLabel(fields.name.label);
  await tabTo(page, name);
  await expectFocusRing(name);
  await page.keyboard.type("Priya Sharma");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(fields.email.label)).toBeFocused();
  await page.keyboard.type("priya@example.com");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(fields.company.label)).toBeFocused();
  await page.keyboard.press("Tab");
  const department = form.getByLabel(fields.department.label);
  await expect(department).toBeFocused();
  await expect(department).toHaveValue("dft-services");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(fields.subject.label)).toBeFocused();
  await page.keyboard.type("Scan insertion for a 7 nm block");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(fields.message.label)).toBeFocused();
  await page.keyboard.type("We need ATPG and MBIST support.");
  await page.keyboard.press("Tab");
  const submit = page.getByRole("button", { name: contact.form.submit });
  await expect(submit).toBeFocused();
  await expectFocusRing(submit);
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sonner-toast]")).toContainText(
    comingSoon.contactForm.description,
  );
});

test.describe("admin from the keyboard", () => {
  test("add, edit and delete an item with the keyboard alone", async ({ page }) => {
    test.setTimeout(90_000);
    await openAdmin(page);
    const key = `e2e.keyboard.${Date.now().toString(36)}`;

    // The jump links skip the list.
    const jump = page.getByRole("navigation", { name: t.jumpTo.label });
    await tabTo(page, jump.getByRole("link", { name: t.add.title }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel(t.add.keyLabel), { limit: 5 });
    await page.keyboard.type(key);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.add.valueLabel)).toBeFocused();
    await page.keyboard.type("Typed without a mouse");
    await tabTo(page, page.getByRole("button", { name: t.add.submit }));
    await page.keyboard.press("Enter");
    const row = contentItem(page, key);
    await expect(row).toContainText("Typed without a mouse");

    const edit = row.getByRole("button", { name: t.list.editLabel(key) });
    await tabTo(page, edit, { backwards: true });
    await expectFocusRing(edit);
    await page.keyboard.press("Enter");
    const box = row.getByRole("textbox");
    await tabTo(page, box);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Edited without a mouse");
    await tabTo(page, row.getByRole("button", { name: t.list.save }));
    await page.keyboard.press("Enter");
    await expect(row).toContainText("Edited without a mouse");
    await expect(row.getByRole("textbox")).toHaveCount(0);

    page.once("dialog", (dialog) => void dialog.accept());
    const remove = row.getByRole("button", { name: t.list.deleteLabel(key) });
    await tabTo(page, remove, { backwards: true, limit: 200 });
    await page.keyboard.press("Enter");
    await expect(row).toHaveCount(0);
  });
});
