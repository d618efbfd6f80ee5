import { expect, test } from "./fixtures";
import { comingSoon } from "../content/notices";

test.describe("toasts", () => {
  test("footer buttons show the footer variant of the notice", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const name of [
      "LinkedIn",
      "Twitter",
      "Facebook",
      "Privacy Policy",
      "Terms of Service",
      "Cookie Policy",
    ]) {
      await expect(footer.getByRole("button", { name })).toBeVisible();
    }
    await footer.getByRole("button", { name: "Privacy Policy" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(comingSoon.footer.title);
    await expect(toast).toContainText(comingSoon.footer.description);
  });

  test("only one toast is visible at a time", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await footer.getByRole("button", { name: "LinkedIn" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await page.getByRole("button", { name: /Learn more about Innovation Labs/ }).click();
    await footer.getByRole("button", { name: "Cookie Policy" }).click();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
  });

  test("a toast dismisses itself after 5 seconds", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("button", { name: "Twitter" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 6000 });
  });

  test("F8 moves focus to the notifications", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("button", { name: "Facebook" }).click();
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[data-sonner-toaster]") !== null),
      )
      .toBe(true);
  });
});
