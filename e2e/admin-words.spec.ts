import type { Locator, Page } from "@playwright/test";
import { adminActions, adminText } from "../content/admin";
import { collectionsText } from "../content/admin-collections";
import { inboxText } from "../content/admin-inbox";
import { settingsText } from "../content/admin-settings";
import { twoFactorText } from "../content/admin-team";
import { collectionPath } from "../lib/collections/fields";
import { canStage, type CollectionName } from "../lib/collections/registry";
import { collectionSpecs } from "../lib/collections/specs";
import { createEditor, signIn } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/**
 * One meaning for each word: every form stages by default, who may publish also gets Publish
 * now, the line beside the buttons says which does what, and only the specification's Manage
 * Content list keeps its Save. Nothing here stages or publishes: the forms are only opened.
 */

const collections = Object.keys(collectionSpecs) as CollectionName[];
/** Words of the database an editor should never meet outside the specification's own texts. */
const DATABASE_WORDS = /Supabase|service role|row-level|\bRLS\b|website_content|\bpublic\.[a-z_]+/i;

const buttonNames = async (area: Locator) =>
  (await area.getByRole("button").allInnerTexts()).map((name) => name.trim());

/** The buttons that write or back out, in their order: marks of other editors left aside. */
const actionsOf = (names: string[]) =>
  names.filter((name) =>
    [adminActions.stage, adminActions.publishNow, adminText.list.cancel, "Save"].includes(name),
  );

/** The collection's new-item form, its action bar once it has rendered. */
async function openNewItem(page: Page, collection: CollectionName) {
  await page.goto(collectionPath(collection, "/new"));
  const bar = page.getByTestId("form-actions");
  await expect(bar).toBeVisible();
  return bar;
}

test("the Manage Content list keeps the specification's Save, with Stage for review and the line saying what each does", async ({
  page,
}) => {
  await signIn(page);
  const row = page.getByTestId("content-item").first();
  await row.getByRole("button", { name: /^Edit / }).click();
  expect(await buttonNames(row)).toEqual(
    expect.arrayContaining([adminText.list.save, adminActions.stage, adminText.list.cancel]),
  );
  await expect(row.getByRole("button", { name: adminActions.publishNow })).toHaveCount(0);
  await expect(row.getByText(adminActions.explain.save)).toBeVisible();
  await expect(row.getByRole("button", { name: adminText.list.save })).toHaveAccessibleDescription(
    adminActions.explain.save,
  );
  await row.getByRole("button", { name: adminText.list.cancel }).click();
});

test("the Pages room stages by default, offers Publish now beside it, and shows no keys", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/pages/home");
  const field = page.getByTestId("page-field").first();
  const key = (await field.getAttribute("data-key")) ?? "";
  await expect(field).not.toContainText(key);
  await field.getByRole("button", { name: /^Edit / }).click();
  expect(actionsOf(await buttonNames(field))).toEqual([
    adminActions.stage,
    adminActions.publishNow,
    adminText.list.cancel,
  ]);
  await expect(field.getByRole("button", { name: adminActions.stage })).toHaveAccessibleDescription(
    adminActions.explain.publisher,
  );
  await expect(page.locator("main")).not.toContainText(DATABASE_WORDS);
  for (const theme of ["light", "dark"] as const) {
    await gotoWithTheme(page, "/admin/pages/home", theme);
    await page
      .getByTestId("page-field")
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  }
});

// One form a test: a slower machine must finish each well within its time.
for (const collection of collections) {
  test(`${collection}'s form: Stage for review submits where it can stage, Publish now beside it, never a bare Save`, async ({
    page,
  }) => {
    await signIn(page);
    const bar = await openNewItem(page, collection);
    const expected = canStage(collection)
      ? [adminActions.stage, adminActions.publishNow]
      : [adminActions.publishNow];
    expect(await buttonNames(bar)).toEqual(expected);
    await expect(
      bar
        .getByText(adminActions.explain.publisher)
        .or(bar.getByText(adminActions.explain.liveOnly)),
    ).toBeVisible();
    await expect(bar.locator('button[type="submit"]')).toHaveText(expected[0]!);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(DATABASE_WORDS);
  });

  test(`an author's ${collection} form offers only what an author may do, and says who publishes`, async ({
    page,
    request,
  }) => {
    await signIn(page, await createEditor(request, "author"));
    const bar = await openNewItem(page, collection);
    if (canStage(collection)) {
      expect(await buttonNames(bar)).toEqual([adminActions.stage]);
      await expect(bar.getByText(adminActions.explain.author)).toBeVisible();
    } else {
      expect(await buttonNames(bar)).toEqual([]);
      await expect(bar.getByText(collectionsText.form.publishersOnly)).toBeVisible();
    }
  });
}

test("some collection publishes only, so an author's forms differ", () => {
  expect(collections.filter((name) => canStage(name)).length).toBeGreaterThan(0);
  expect(collections.filter((name) => !canStage(name)).length).toBeGreaterThan(0);
});

test("an author's Pages room offers only Stage for review", async ({ page, request }) => {
  await signIn(page, await createEditor(request, "author"));
  await page.goto("/admin/pages/home");
  const field = page.getByTestId("page-field").first();
  await field.getByRole("button", { name: /^Edit / }).click();
  expect(actionsOf(await buttonNames(field))).toEqual([adminActions.stage, adminText.list.cancel]);
});

test("a long form is folded into sections, icons are a grid of named radios, and only admins see the department id", async ({
  page,
  request,
}) => {
  await signIn(page);
  await openNewItem(page, "services");
  for (const section of Object.values(collectionsText.form.sections)) {
    await expect(page.locator("summary", { hasText: section })).toBeVisible();
  }
  const departmentId = collectionSpecs.services.fields.find(
    (field) => field.name === "department_id",
  )!.label;
  await expect(page.getByLabel(departmentId, { exact: true })).toHaveCount(0);
  const card = page.getByRole("group", { name: collectionsText.form.card(1) });
  const icons = card.getByRole("group", { name: collectionsText.form.icon });
  const chip = icons.getByRole("radio", {
    name: collectionsText.form.iconName("chip"),
    exact: true,
  });
  await chip.check();
  await expect(chip).toBeChecked();
  await chip.focus();
  await page.keyboard.press("ArrowRight");
  await expect(chip).not.toBeChecked();
  const box = await icons.locator("label").first().boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  // A failed submit opens the first error's section and puts the focus there.
  await page.getByTestId("form-actions").getByRole("button", { name: adminActions.stage }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(page.locator(":focus")).toBeInViewport();

  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, await createEditor(request, "admin"));
  await openNewItem(adminPage, "services");
  await expect(adminPage.getByLabel(departmentId, { exact: true })).toBeVisible();
  await admin.close();
});

test("settings, team and inbox say what their buttons do, and none says a bare Save", async ({
  page,
  request,
}) => {
  await signIn(page, await createEditor(request, "admin"));
  await page.goto("/admin/settings");
  await expect(
    page.getByRole("button", { name: settingsText.social.save, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: settingsText.projectRequest.save, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(settingsText.explain).first()).toBeVisible();
  for (const [path, label] of [
    ["/admin/settings", null],
    ["/admin/team", twoFactorText.team.save],
    ["/admin/inbox", inboxText.setting.save],
  ] as const) {
    await page.goto(path);
    if (label) await expect(page.getByRole("button", { name: label }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  }
});

// One room and theme a test, signed in as an admin, who sees every room and every field.
for (const theme of ["light", "dark"] as const) {
  for (const path of [
    "/admin/media",
    "/admin/settings",
    "/admin/team",
    "/admin/inbox",
    "/admin/seo",
    "/admin/launch",
    "/admin/security",
    "/admin/on-page",
    collectionPath("services", "/new"),
    collectionPath("posts", "/new"),
    collectionPath("redirects", "/new"),
  ]) {
    test(`${path} has no WCAG 2.2 AA violations in the ${theme} theme`, async ({
      page,
      request,
    }) => {
      await signIn(page, await createEditor(request, "admin"));
      await gotoWithTheme(page, path, theme);
      await expect(page.locator("main")).toBeVisible();
      expect(await axeViolations(page, theme === "light" ? undefined : COLOUR_RULES)).toEqual([]);
    });
  }
}
