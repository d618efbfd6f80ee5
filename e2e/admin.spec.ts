import type { Browser, WebSocketRoute } from "@playwright/test";
import { adminText, editorShell } from "../content/admin";
import { navigationLabels } from "../content/navigation";
import {
  addContent,
  contentItem,
  expectToast,
  openAdmin,
  signIn,
  TWO_EDITORS_TIMEOUT_MS,
  uniqueKey,
  VIEWER,
} from "./editor";
import { axeViolations, expect, gotoWithTheme, test } from "./fixtures";

const t = adminText;

async function editorPage(browser: Browser) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await openAdmin(page);
  return { context, page, errors };
}

const item = contentItem;

test.describe("admin panel", () => {
  test("lists the content in created_at order with its texts", async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.subtitle)).toBeVisible();
    await expect(page.getByRole("heading", { name: t.list.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.add.title })).toBeVisible();
    await expect(page.getByText(t.info.text)).toBeVisible();
    const keys = await page
      .getByTestId("content-item")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-key")));
    // The seed rows are the oldest, so they come first; rows added by tests follow.
    const firstTestRow = keys.findIndex((key) => key?.startsWith("e2e."));
    const seeded = firstTestRow === -1 ? keys : keys.slice(0, firstTestRow);
    expect(seeded).toContain("home.hero.title");
    expect(keys.slice(seeded.length).every((key) => key?.startsWith("e2e."))).toBe(true);
    await expect(item(page, "home.hero.title")).toContainText("Engineering Excellence");
    await expect(item(page, "home.hero.title").getByRole("button", { name: /Edit/ })).toBeVisible();
    await expect(
      item(page, "home.hero.title").getByRole("button", { name: /Delete/ }),
    ).toBeVisible();
  });

  test("the first HTML of the overview and of a page's room holds the stored texts", async ({
    page,
  }) => {
    await signIn(page);
    const overview = await (await page.request.get("/admin")).text();
    expect(overview).toMatch(/data-testid="content-item"[^>]*data-key="home\.hero\.title"/);
    expect(overview).toContain("Engineering Excellence");
    expect(overview).not.toContain(t.list.loading);
    const home = await (await page.request.get("/admin/pages/home")).text();
    expect(home).toMatch(
      /data-testid="page-field"[^>]*data-key="home\.hero\.title"[^>]*data-stored="true"/,
    );
    expect(home).not.toContain(t.list.loading);
  });

  test("when the browser's read of the list fails, the rows stay and the banner says why", async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await page.route("**/rest/v1/website_content?**", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ code: "XX000", message: "database unavailable" }),
          })
        : route.fallback(),
    );
    await page.goto("/admin");
    await expect(
      page.getByRole("alert").filter({ hasText: t.banners.load("database unavailable") }),
    ).toBeVisible();
    await expect(item(page, "home.hero.title")).toContainText("Engineering Excellence");
    await expect(page.getByText(t.list.loading)).toHaveCount(0);
    // The refused reads are the ones this test sends; nothing else may have failed.
    expect(consoleErrors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test("add: empty fields, duplicate key, bad key, then success", async ({ page }) => {
    await openAdmin(page);
    await page.getByRole("button", { name: t.add.submit }).click();
    await expectToast(page, t.toasts.required);
    await expectToast(page, t.toasts.errorTitle);

    await page.getByLabel(t.add.keyLabel).fill("home.hero.title");
    await page.getByLabel(t.add.valueLabel).fill("Another title");
    await page.getByRole("button", { name: t.add.submit }).click();
    await expectToast(page, t.toasts.duplicate("home.hero.title"));

    await page.getByLabel(t.add.keyLabel).fill("Not A Key!");
    await page.getByRole("button", { name: t.add.submit }).click();
    await expectToast(page, t.toasts.badKey);

    const key = uniqueKey("add");
    await addContent(page, key, "Added by the end-to-end test");
    await expect(page.getByLabel(t.add.keyLabel)).toHaveValue("");
    await page.reload();
    await expect(item(page, key)).toContainText("Added by the end-to-end test");
  });

  test("edit a short value in a text box", async ({ page }) => {
    await openAdmin(page);
    const key = uniqueKey("short");
    await addContent(page, key, "Short value");
    await item(page, key).getByRole("button", { name: /Edit/ }).click();
    const box = page.getByLabel(t.list.valueLabel(key));
    await expect(box).toHaveValue("Short value");
    expect(await box.evaluate((node) => node.tagName)).toBe("INPUT");
    await box.fill("Short value, edited");
    await item(page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(page, t.toasts.saved);
    await expect(box).toHaveCount(0);
    await expect(item(page, key)).toContainText("Short value, edited");
    await page.reload();
    await expect(item(page, key)).toContainText("Short value, edited");
  });

  test("edit a value over 100 characters in a multi-line box", async ({ page }) => {
    await openAdmin(page);
    const key = uniqueKey("long");
    const long = "Long value ".repeat(12).trim();
    await addContent(page, key, long);
    await item(page, key).getByRole("button", { name: /Edit/ }).click();
    const box = page.getByLabel(t.list.valueLabel(key));
    expect(await box.evaluate((node) => node.tagName)).toBe("TEXTAREA");
    await box.fill(`${long}\nSecond line`);
    await item(page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(page, t.toasts.saved);
    await expect(item(page, key)).toContainText("Second line");
  });

  test("delete asks first with the key in the question", async ({ page }) => {
    await openAdmin(page);
    const key = uniqueKey("delete");
    await addContent(page, key, "To be deleted");

    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await item(page, key)
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect.poll(() => question).toBe(t.list.confirmDelete(key));
    await expect(item(page, key)).toHaveCount(1);

    page.once("dialog", (dialog) => void dialog.accept());
    await item(page, key)
      .getByRole("button", { name: /Delete/ })
      .click();
    await expectToast(page, t.toasts.deleted);
    await expect(item(page, key)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(t.list.loading)).toHaveCount(0);
    await expect(item(page, "home.hero.title")).toBeVisible();
    await expect(item(page, key)).toHaveCount(0);
  });

  test("two editors see each other's inserts, updates and deletes live", async ({ browser }) => {
    test.setTimeout(TWO_EDITORS_TIMEOUT_MS);
    const a = await editorPage(browser);
    const b = await editorPage(browser);
    const key = uniqueKey("live");

    await addContent(a.page, key, "From editor A");
    await expect(item(b.page, key)).toContainText("From editor A");
    await expectToast(b.page, t.realtime.updateDescription(key, "INSERT"));
    await expectToast(b.page, t.realtime.updateToast);

    // B edits; A sees the new value.
    await item(b.page, key).getByRole("button", { name: /Edit/ }).click();
    await b.page.getByLabel(t.list.valueLabel(key)).fill("Changed by editor B");
    await item(b.page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(b.page, t.toasts.saved);
    await expect(item(a.page, key)).toContainText("Changed by editor B");
    await expectToast(a.page, t.realtime.updateDescription(key, "UPDATE"));

    // A is editing when B deletes: A's draft stays, with the news in place.
    await item(a.page, key).getByRole("button", { name: /Edit/ }).click();
    await a.page.getByLabel(t.list.valueLabel(key)).fill("A's unsaved draft");
    b.page.once("dialog", (dialog) => void dialog.accept());
    await item(b.page, key)
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(item(b.page, key)).toHaveCount(0);
    await expect(item(a.page, key)).toContainText(t.conflict.deletedTitle);
    await expect(a.page.getByLabel(t.list.valueLabel(key))).toHaveValue("A's unsaved draft");
    await expectToast(a.page, t.realtime.updateDescription(key, "DELETE"));

    // A puts it back with the draft; B sees it arrive.
    await item(a.page, key).getByRole("button", { name: t.conflict.restore }).click();
    await expectToast(a.page, t.toasts.added);
    await expect(item(b.page, key)).toContainText("A's unsaved draft");

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  test("a change by another editor shows in place while editing, keeping the draft", async ({
    browser,
  }) => {
    test.setTimeout(TWO_EDITORS_TIMEOUT_MS);
    const a = await editorPage(browser);
    const b = await editorPage(browser);
    const key = uniqueKey("inplace");
    await addContent(a.page, key, "Original");
    await expect(item(b.page, key)).toContainText("Original");

    await item(a.page, key).getByRole("button", { name: /Edit/ }).click();
    await a.page.getByLabel(t.list.valueLabel(key)).fill("A's draft");
    await item(b.page, key).getByRole("button", { name: /Edit/ }).click();
    await b.page.getByLabel(t.list.valueLabel(key)).fill("B's version");
    await item(b.page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(b.page, t.toasts.saved);

    await expect(item(a.page, key)).toContainText(t.conflict.changedTitle);
    await expect(item(a.page, key).getByTestId("their-version")).toHaveText("B's version");
    await expect(a.page.getByLabel(t.list.valueLabel(key))).toHaveValue("A's draft");
    await item(a.page, key).getByRole("button", { name: t.conflict.keepMine }).click();
    await expectToast(a.page, t.toasts.saved);
    await expect(item(b.page, key)).toContainText("A's draft");

    await a.context.close();
    await b.context.close();
  });

  test("a conflicting save is refused, then resolved; a dropped live connection is reported", async ({
    browser,
  }) => {
    test.setTimeout(TWO_EDITORS_TIMEOUT_MS);
    // A's live connection is cut, so A does not hear of B's save and saves on a stale version.
    const contextA = await browser.newContext({ reducedMotion: "reduce" });
    const pageA = await contextA.newPage();
    await pageA.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
      void socket.close();
    });
    await signIn(pageA);
    await expect(pageA.getByTestId("live-banner")).toContainText("Realtime connection issue:");
    await expect(pageA.getByTestId("live-banner")).toContainText("Updates might not be live.");
    await expectToast(pageA, t.realtime.errorToast);

    const b = await editorPage(browser);
    const key = uniqueKey("conflict");
    await addContent(b.page, key, "Version 1");
    await pageA.reload();
    await expect(item(pageA, key)).toContainText("Version 1");

    await item(pageA, key).getByRole("button", { name: /Edit/ }).click();
    await pageA.getByLabel(t.list.valueLabel(key)).fill("A's version");

    await item(b.page, key).getByRole("button", { name: /Edit/ }).click();
    await b.page.getByLabel(t.list.valueLabel(key)).fill("B's version");
    await item(b.page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(b.page, t.toasts.saved);

    await item(pageA, key).getByRole("button", { name: t.list.save }).click();
    await expect(item(pageA, key)).toContainText(t.conflict.refusedTitle);
    await expect(item(pageA, key).getByTestId("their-version")).toHaveText("B's version");
    await expect(pageA.getByLabel(t.list.valueLabel(key))).toHaveValue("A's version");

    // Taking theirs ends the edit with B's value; nothing was overwritten.
    await item(pageA, key).getByRole("button", { name: t.conflict.takeTheirs }).click();
    await expect(item(pageA, key)).toContainText("B's version");
    await expect(pageA.getByLabel(t.list.valueLabel(key))).toHaveCount(0);

    // Next time A keeps theirs... or overwrites on purpose: refused again, then kept.
    await item(b.page, key).getByRole("button", { name: /Edit/ }).click();
    await b.page.getByLabel(t.list.valueLabel(key)).fill("B's second version");
    await item(pageA, key).getByRole("button", { name: /Edit/ }).click();
    await pageA.getByLabel(t.list.valueLabel(key)).fill("A insists");
    await item(b.page, key).getByRole("button", { name: t.list.save }).click();
    await expectToast(b.page, t.toasts.saved);
    await item(pageA, key).getByRole("button", { name: t.list.save }).click();
    await expect(item(pageA, key)).toContainText(t.conflict.refusedTitle);
    await item(pageA, key).getByRole("button", { name: t.conflict.keepMine }).click();
    await expectToast(pageA, t.toasts.saved);
    await expect(item(b.page, key)).toContainText("A insists");

    await contextA.close();
    await b.context.close();
  });

  test("after the live connection drops and returns, the list is fetched again", async ({
    browser,
  }) => {
    test.setTimeout(TWO_EDITORS_TIMEOUT_MS);
    const contextA = await browser.newContext({ reducedMotion: "reduce" });
    const pageA = await contextA.newPage();
    let blocked = false;
    const open: WebSocketRoute[] = [];
    await pageA.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
      if (blocked) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      open.push(socket);
    });
    await openAdmin(pageA);

    // Cut A off, and change something while A cannot hear about it.
    blocked = true;
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    await expect(pageA.getByTestId("live-banner")).toContainText("Realtime connection issue:");
    const b = await editorPage(browser);
    const key = uniqueKey("missed");
    await addContent(b.page, key, "Added while A was offline");
    await pageA.waitForTimeout(500);
    await expect(item(pageA, key)).toHaveCount(0);

    // A reconnects by itself, shows connected again and has the missed row.
    blocked = false;
    await expect(pageA.getByTestId("live-banner")).toHaveText(t.realtime.connected, {
      timeout: 20_000,
    });
    await expect(item(pageA, key)).toContainText("Added while A was offline");

    await contextA.close();
    await b.context.close();
  });

  test("a signed-in non-editor is told their account cannot edit", async ({ page }) => {
    await signIn(page, VIEWER);
    await expect(page.getByRole("heading", { name: t.nonEditor.title })).toBeVisible();
    await expect(page.getByText(t.nonEditor.text(VIEWER.email))).toBeVisible();
    await expect(page.getByRole("heading", { name: t.add.title })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.signOut, exact: true })).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/admin has no WCAG 2.2 AA violations (${theme})`, async ({ page }) => {
      await signIn(page);
      await gotoWithTheme(page, "/admin", theme);
      await expect(page.getByTestId("live-banner")).toHaveText(t.realtime.connected);
      await expect(item(page, "home.hero.title")).toBeVisible();
      await item(page, "home.hero.title").getByRole("button", { name: /Edit/ }).click();
      const tagline = item(page, "home.hero.tagline");
      await tagline.getByRole("button", { name: t.history.showLabel("home.hero.tagline") }).click();
      await expect(tagline.getByTestId("history-entry").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("editor shell", () => {
  for (const path of ["/login", "/admin"]) {
    test(`${path} has its own frame, not the marketing header and footer`, async ({ page }) => {
      if (path === "/admin") await openAdmin(page);
      else await page.goto(path);
      await expect(page.getByRole("navigation", { name: editorShell.navigation })).toBeVisible();
      await expect(page.getByRole("link", { name: editorShell.viewSite })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page.getByRole("navigation", { name: navigationLabels.primary })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    });
  }
});
