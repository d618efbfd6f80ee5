import { expect, test } from "./fixtures";

test.describe("theme", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`follows the system preference (${scheme}) in a fresh browser`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
      await context.close();
    });
  }

  test("the toggle flips the theme, stores it and keeps it across reloads", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // The class must already be right before the page hydrates: no flash of the wrong theme.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { themeAtLoad: string }).themeAtLoad =
          document.documentElement.className;
      });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad),
    ).toMatch(/\bdark\b/);
    await expect(html).toHaveClass(/\bdark\b/);

    // The colours switch at once: no element animates from the old theme to the new one. (The
    // toggle itself may run its own hover transition under the pointer.)
    await page.evaluate(() => {
      const w = window as unknown as { transitionsRun: string[] };
      w.transitionsRun = [];
      document.addEventListener(
        "transitionrun",
        (event) => {
          const target = event.target as HTMLElement;
          if (!target.closest("button[aria-label='Toggle dark mode']"))
            w.transitionsRun.push(`${target.tagName} ${event.propertyName}`);
        },
        true,
      );
    });
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { transitionsRun: string[] }).transitionsRun),
    ).toEqual([]);
    await context.close();
  });

  test("the stored theme is set before any of the body is parsed, on every kind of page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    await context.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      // The class <html> has when <body> first exists: nothing of the page can be drawn earlier.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string }).themeAtBody =
          document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    // A static page (its policy allows inline scripts) and an editor page (nonce-based policy).
    for (const path of ["/services/dft", "/login"]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
        path,
      ).toMatch(/\bdark\b/);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    }
    await context.close();
  });

  test("follows a system change while nothing is stored, and ignores it once a choice is", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/services/dft");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    // Media change events are delivered with the next rendering update: let one pass.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
      true,
    );
    await expect(html).toHaveClass(/\blight\b/);
    await context.close();
  });

  test("a choice made in one tab shows in the other open tabs", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await second.goto("/contact");
    await expect(second.locator("html")).toHaveClass(/\blight\b/);
    await first.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(second.locator("html")).toHaveClass(/\bdark\b/);
    await context.close();
  });
});
