import type { Page } from "@playwright/test";
import { collectionsText } from "../content/admin-collections";
import { collectionSpecs } from "../lib/collections/specs";
import { services } from "../lib/services/catalogue";
import { subcategorySlug } from "../lib/services/subcategories";
import { slugify } from "../lib/slug";
import { e2eSupabase } from "./backend";
import {
  createEditor,
  editorContext,
  expectToast,
  SERVICE_ROLE_KEY,
  signIn,
  TWO_EDITORS_TIMEOUT_MS,
  VIEWER,
} from "./editor";
import { listNames, listRows, signInNewEditor } from "./admin-lists";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";
import { PUBLISH_BUDGET_MS, servedSoon } from "./served";

/** Editors add, change, reorder and remove services in /admin; the public site follows. */

const t = collectionsText;
const spec = collectionSpecs.services;
const label = (name: string) => spec.fields.find((field) => field.name === name)!.label;
const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

const stamp = Date.now().toString(36);
const name = `Photonics Packaging ${stamp}`;
const slug = `photonics-packaging-${stamp}`;
const movedSlug = `photonics-packaging-and-test-${stamp}`;
const template = services[0]!;
const milestone = `Second office opened ${stamp}`;

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS });

// A failed run must not leave its rows on the site for the tests that follow.
test.afterAll(async ({ request }) => {
  for (const leftover of [slug, movedSlug, slugify(t.form.duplicateOf(template.name))]) {
    await request.delete(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${leftover}` },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/redirects`, {
      params: { source_path: `eq./services/${leftover}` },
      headers: secret,
    });
  }
  await request.delete(`${e2eSupabase.url}/rest/v1/milestones`, {
    params: { title: `eq.${milestone}` },
    headers: secret,
  });
});

const rows = (page: Page, list = spec.title) => listRows(page, list);
const names = (page: Page, list = spec.title) => listNames(page, list);
const signedIn = signInNewEditor;

async function fillService(page: Page) {
  await page.getByLabel(label("name"), { exact: true }).fill(name);
  await page.getByLabel(label("practice")).selectOption(template.group);
  await page.getByLabel(label("subcategory")).selectOption(template.subcategory);
  await page.getByLabel(label("title")).fill("Photonics Packaging Services");
  await page
    .getByLabel(label("subtitle"))
    .fill("Light in, light out: packages that keep the alignment.");
  await page
    .getByLabel(label("overview"))
    .fill("Fibre attach, thermal design and the tests that prove them.");
  for (const [index, benefit] of template.benefits.entries()) {
    const card = page.getByRole("group", { name: t.form.card(index + 1) });
    await card.getByRole("radio", { name: t.form.iconName(benefit.icon), exact: true }).check();
    await card.getByLabel(t.form.cardTitle).fill(benefit.title);
    await card.getByLabel(t.form.cardDescription).fill(benefit.description);
  }
  await page
    .getByRole("textbox", { name: t.form.line(1), exact: true })
    .fill("Fibre-to-chip alignment");
  await page.getByRole("button", { name: t.form.addLine }).click();
  // The new line takes the focus, so typing goes on there.
  await expect(page.getByRole("textbox", { name: t.form.line(2), exact: true })).toBeFocused();
  await page
    .getByRole("textbox", { name: t.form.line(2), exact: true })
    .fill("Thermal and optical co-design");
  await page
    .getByLabel(label("meta_description"))
    .fill("Photonics packaging: fibre attach, thermal design and test.");
}

test("an editor adds a service with the form, and its page and listings follow", async ({
  page,
  request,
}) => {
  await signedIn(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: spec.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: spec.title })).toBeVisible();
  await page.getByRole("link", { name: t.list.add(spec.item) }).click();

  // Nothing filled in: every field says what it needs, and the first one has the focus.
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    // Every field but the optional ones: the images and the search title.
    t.form.fixErrors(
      spec.fields.filter(
        (field) => field.kind !== "image" && !("optional" in field && field.optional),
      ).length,
    ),
  );
  await expect(page.getByText(t.errors.required(label("name")))).toBeVisible();
  await expect(page.getByLabel(label("name"), { exact: true })).toBeFocused();
  await expect(page.getByLabel(label("name"), { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // The slug follows the name by the spec's rule; a slug another service has is refused here.
  await page.getByLabel(label("name"), { exact: true }).fill(`${template.name} & More`);
  await expect(page.getByLabel(label("slug"))).toHaveValue(`${template.slug}-and-more`);
  await page.getByLabel(label("slug")).fill(template.slug);
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.getByText(t.errors.taken(label("slug"), spec.item))).toBeVisible();
  await page.getByRole("button", { name: t.form.slugReset }).click();

  await fillService(page);
  await expect(page.getByLabel(label("slug"))).toHaveValue(slug);
  // The department id follows the name unseen: only admins see internal ids.
  await expect(page.getByLabel(label("department_id"))).toHaveCount(0);
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.added);
  const savedAt = Date.now();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/services");
  const listed = rows(page).filter({ hasText: name });
  await expect(listed).toContainText(`/services/${slug}`);
  await expect(page.getByText(t.list.count(services.length + 1, spec.items))).toBeVisible();

  await servedSoon(
    request,
    `/services/${slug}`,
    ({ status, text }) => status === 200 && text.includes("Photonics Packaging Services"),
  );
  console.log(`Service added in /admin served ${Date.now() - savedAt} ms after the save`);
  // Its subcategory now holds more than its lists show: /services links to the subcategory's
  // page, which lists the new service.
  const area = `/services/areas/${subcategorySlug(template.subcategory)}`;
  await servedSoon(request, "/services", ({ text }) => text.includes(`href="${area}"`));
  await servedSoon(request, area, ({ text }) => text.includes(`href="/services/${slug}"`));

  await listed.getByRole("link", { name: new RegExp(`^${t.list.edit}`) }).click();
  await page.getByLabel(label("title")).fill("Photonics Packaging and Test");
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.saved);
  await servedSoon(request, `/services/${slug}`, ({ text }) =>
    text.includes("Photonics Packaging and Test"),
  );

  // A new slug: the old address answers a permanent redirect to the new one.
  await listed.getByRole("link", { name: new RegExp(`^${t.list.edit}`) }).click();
  await page.getByLabel(label("slug")).fill(movedSlug);
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.saved);
  await expect(listed).toContainText(`/services/${movedSlug}`);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/services/${slug}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ""}`;
      },
      { timeout: PUBLISH_BUDGET_MS, intervals: [100] },
    )
    .toBe(`308 /services/${movedSlug}`);
  await servedSoon(
    request,
    `/services/${movedSlug}`,
    ({ status, text }) => status === 200 && text.includes("Photonics Packaging and Test"),
  );

  // Its history lists each change; an earlier version loads into the form for review.
  await listed.getByRole("link", { name: new RegExp(`^${t.list.edit}`) }).click();
  const history = page.getByRole("region", { name: t.history.heading });
  await expect(history.getByText(t.history.current)).toBeVisible();
  await expect(history.getByText(t.history.changed(label("slug")))).toBeVisible();
  await expect(history.getByText(t.history.changed(label("title")))).toBeVisible();
  await history
    .getByRole("listitem")
    .filter({ hasText: t.history.added })
    .getByRole("button", { name: new RegExp(`^${t.history.load}`) })
    .click();
  await expect(page.getByLabel(label("title"))).toHaveValue("Photonics Packaging Services");
  await expect(page.getByLabel(label("slug"))).toHaveValue(slug);
  await expect(page.locator("form").getByRole("status")).toContainText(
    "Stage or publish it to make it current",
  );
});

test("a service the site shipped with shows its row's edits, and no text stored under its slug hides them", async ({
  page,
  request,
}) => {
  const shipped = services[1]!;
  const path = `/services/${shipped.slug}`;
  const staleKey = `services.${shipped.slug}.title`;
  const stale = "Title stored as site text before services were rows.";
  try {
    const stored = await request.post(`${e2eSupabase.url}/rest/v1/website_content`, {
      headers: { ...secret, prefer: "resolution=merge-duplicates" },
      data: { content_key: staleKey, content_value: stale },
    });
    expect(stored.status()).toBe(201);

    await signedIn(page);
    await page.goto("/admin/services");
    await rows(page)
      .filter({ hasText: shipped.name })
      .getByRole("link", { name: new RegExp(`^${t.list.edit}`) })
      .click();
    await expect(page.getByLabel(label("title"))).toHaveValue(shipped.title);
    await page.getByLabel(label("title")).fill(`${shipped.title} (edited)`);
    await page.getByRole("button", { name: t.form.save }).click();
    await expectToast(page, t.toasts.saved);

    await servedSoon(
      request,
      path,
      ({ text }) => text.includes(`${shipped.title} (edited)`) && !text.includes(stale),
    );
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/website_content`, {
      params: { content_key: `eq.${staleKey}` },
      headers: secret,
    });
    await request.patch(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${shipped.slug}` },
      headers: secret,
      data: { title: shipped.title },
    });
  }
});

test("an editor reorders, duplicates and removes services, with Undo", async ({
  page,
  request,
}) => {
  await signedIn(page);
  await page.goto("/admin/services");
  const before = await names(page);
  expect(before.length).toBeGreaterThan(2);

  // Keyboard: the second item moves up, and the order stays after a reload.
  const second = before[1]!;
  await page.getByRole("button", { name: t.list.itemAction(t.list.moveUp, second) }).press("Enter");
  await expectToast(page, t.toasts.moved);
  await page.reload();
  expect((await names(page)).slice(0, 2)).toEqual([second, before[0]]);
  await page.getByRole("button", { name: t.list.itemAction(t.list.moveDown, second) }).click();
  await expectToast(page, t.toasts.moved);
  await page.reload();
  expect(await names(page)).toEqual(before);

  // Duplicate: a copy right after the original, named and slugged for itself.
  await page
    .getByRole("link", { name: t.list.itemAction(t.list.duplicate, template.name) })
    .click();
  const copy = t.form.duplicateOf(template.name);
  const copySlug = slugify(copy);
  await expect(page.getByLabel(label("name"), { exact: true })).toHaveValue(copy);
  await expect(page.getByLabel(label("slug"))).toHaveValue(copySlug);
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.added);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/services");
  const order = await names(page);
  expect(order[order.indexOf(template.name) + 1]).toBe(copy);
  await servedSoon(request, `/services/${copySlug}`, ({ status }) => status === 200);

  // Remove asks first in a dialog; Cancel (or Escape) keeps the item and gives the focus back.
  const copyRow = rows(page).filter({ hasText: copy });
  const removeButton = page.getByRole("button", { name: t.list.itemAction(t.list.remove, copy) });
  const dialog = page.getByRole("dialog", { name: t.removeDialog.title(copy) });
  await removeButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();
  await expect(copyRow).toHaveCount(1);

  // Removed with its address answering 404 (the dialog's default); Undo puts it back with its
  // place and page.
  await removeButton.click();
  await expect(dialog.getByRole("combobox")).toHaveValue("");
  await dialog.getByRole("button", { name: t.removeDialog.confirm }).click();
  await expectToast(page, t.toasts.removedText(copy));
  await expect(copyRow).toHaveCount(0);
  await servedSoon(request, `/services/${copySlug}`, ({ status }) => status === 404);
  await page.locator("[data-sonner-toast]").getByRole("button", { name: t.toasts.undo }).click();
  await expectToast(page, t.toasts.restored);
  await expect(copyRow).toHaveCount(1);
  const restored = await names(page);
  expect(restored[restored.indexOf(template.name) + 1]).toBe(copy);
  await servedSoon(request, `/services/${copySlug}`, ({ status }) => status === 200);

  // Removed again, its address sent to the original's page: a 308 until the item is back.
  const original = `/services/${template.slug}`;
  await removeButton.click();
  await dialog
    .getByRole("combobox", { name: t.removeDialog.targetLabel(`/services/${copySlug}`) })
    .selectOption(original);
  await dialog.getByRole("button", { name: t.removeDialog.confirm }).click();
  await expectToast(page, t.toasts.removedTo(copy, original));
  await expect
    .poll(
      async () => {
        const response = await request.get(`/services/${copySlug}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ""}`;
      },
      { timeout: PUBLISH_BUDGET_MS, intervals: [100] },
    )
    .toBe(`308 ${original}`);

  // After the toast: the list's recently removed items put it back just the same, and the
  // address is served again rather than redirected.
  await page.reload();
  const removed = page.getByRole("region", { name: t.removed.heading });
  await removed.getByRole("button", { name: t.list.itemAction(t.removed.putBack, copy) }).click();
  await expectToast(page, t.toasts.restored);
  await expect(copyRow).toHaveCount(1);
  await expect(removed.getByText(copy, { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/services/${copySlug}`, { maxRedirects: 0 })).status(), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toBe(200);
});

test("a move in a list another editor changed meanwhile is refused, and the list reloads", async ({
  page,
  request,
}) => {
  const late = `late-arrival-${stamp}`;
  await signedIn(page);
  await page.goto("/admin/services");
  const shown = await names(page);
  try {
    const added = await request.post(`${e2eSupabase.url}/rest/v1/services`, {
      headers: secret,
      data: {
        slug: late,
        name: `Late Arrival ${stamp}`,
        practice: template.group,
        subcategory: template.subcategory,
        department_id: late,
        title: "Late Arrival",
        subtitle: "Added while the list was open.",
        overview: "Added while the list was open.",
        key_benefits: template.benefits,
        offerings: ["One offering"],
        meta_description: "Added while the list was open.",
        sort_order: 10_000,
      },
    });
    expect(added.status()).toBe(201);
    await page.getByRole("button", { name: t.list.itemAction(t.list.moveDown, shown[0]!) }).click();
    await expectToast(page, t.toasts.listChanged);
    await expect(rows(page).filter({ hasText: `Late Arrival ${stamp}` })).toHaveCount(1);
    expect((await names(page)).slice(0, shown.length)).toEqual(shown);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${late}` },
      headers: secret,
    });
  }
});

test("two editors on one item see each other, and a save over the other's change is refused, keeps the form, and offers theirs or mine", async ({
  browser,
  request,
}) => {
  const firstAccount = await createEditor(request);
  const secondAccount = await createEditor(request);
  const first = await editorContext(browser, firstAccount);
  const second = await editorContext(browser, secondAccount);
  const target = services.at(-1)!;
  const { id } = (
    (await (
      await request.get(`${e2eSupabase.url}/rest/v1/services`, {
        params: { slug: `eq.${target.slug}`, select: "id" },
        headers: secret,
      })
    ).json()) as { id: string }[]
  )[0]!;
  try {
    await first.page.goto(`/admin/services/${id}`);
    await second.page.goto(`/admin/services/${id}`);
    // Each sees that the other has the item open.
    await expect(first.page.getByTestId("item-presence")).toHaveText(
      t.presence.alsoOpen(secondAccount.email),
    );
    await expect(second.page.getByTestId("item-presence")).toHaveText(
      t.presence.alsoOpen(firstAccount.email),
    );
    await first.page.getByLabel(label("title")).fill(`${target.title} (first)`);
    await first.page.getByRole("button", { name: t.form.save }).click();
    await expectToast(first.page, t.toasts.saved);

    await second.page.getByLabel(label("title")).fill(`${target.title} (second)`);
    await second.page.getByRole("button", { name: t.form.save }).click();
    await expect(second.page.locator("form").getByRole("alert")).toHaveText(t.toasts.conflict);
    await expect(second.page.getByLabel(label("title"))).toHaveValue(`${target.title} (second)`);

    // Mine over theirs: saved on purpose, over the version the refusal reported.
    await second.page.getByRole("button", { name: t.form.overwrite }).click();
    // "Saved", not the refusal's "Not saved" still on screen.
    await expectToast(second.page, new RegExp(`^${t.toasts.saved}`));
    const stored = await request.get(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${target.slug}`, select: "title" },
      headers: secret,
    });
    expect(await stored.json()).toEqual([{ title: `${target.title} (second)` }]);

    // Theirs: the form shows the stored version, once the editor agrees to drop theirs.
    await first.page.goto(`/admin/services/${id}`);
    await first.page.getByLabel(label("overview")).fill("An overview nobody keeps.");
    await request.patch(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${target.slug}` },
      headers: secret,
      data: { title: `${target.title} (third)` },
    });
    await first.page.getByRole("button", { name: t.form.save }).click();
    await expect(first.page.locator("form").getByRole("alert")).toHaveText(t.toasts.conflict);
    first.page.once("dialog", (dialog) => dialog.accept());
    await first.page.getByRole("button", { name: t.form.loadTheirs }).click();
    await expect(first.page.getByLabel(label("title"))).toHaveValue(`${target.title} (third)`);
    await expect(first.page.getByLabel(label("overview"))).toHaveValue(target.overview);
  } finally {
    await request.patch(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${target.slug}` },
      headers: secret,
      data: { title: target.title, overview: target.overview },
    });
    await first.context.close();
    await second.context.close();
  }
});

test("a save of an item another editor removed offers to add it again, losing nothing", async ({
  page,
  request,
}) => {
  const gone = `gone-meanwhile-${stamp}`;
  const added = await request.post(`${e2eSupabase.url}/rest/v1/services`, {
    headers: { ...secret, prefer: "return=representation" },
    data: {
      slug: gone,
      name: `Gone Meanwhile ${stamp}`,
      practice: template.group,
      subcategory: template.subcategory,
      department_id: gone,
      title: "Gone Meanwhile",
      subtitle: "Removed while open.",
      overview: "Removed while open.",
      key_benefits: template.benefits,
      offerings: ["One offering"],
      meta_description: "Removed while open.",
      sort_order: 10_000,
    },
  });
  expect(added.status()).toBe(201);
  const [{ id }] = (await added.json()) as { id: string }[];
  try {
    await signedIn(page);
    await page.goto(`/admin/services/${id}`);
    await page.getByLabel(label("title")).fill("Kept by the editor");
    await request.delete(`${e2eSupabase.url}/rest/v1/services`, {
      params: { id: `eq.${id}` },
      headers: secret,
    });
    await page.getByRole("button", { name: t.form.save }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(t.toasts.gone);
    await page.getByRole("button", { name: t.form.recreate(spec.item) }).click();
    await expectToast(page, t.toasts.added);
    const stored = await request.get(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${gone}`, select: "title" },
      headers: secret,
    });
    expect(await stored.json()).toEqual([{ title: "Kept by the editor" }]);
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/services`, {
      params: { slug: `eq.${gone}` },
      headers: secret,
    });
  }
});

test("editors list, add and remove redirects, and the site follows them", async ({
  page,
  request,
}) => {
  const redirects = collectionSpecs.redirects;
  const field = (name: string) => redirects.fields.find((candidate) => candidate.name === name)!;
  const old = `/services/retired-${stamp}`;
  await signedIn(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: redirects.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: redirects.title })).toBeVisible();
  await page.getByRole("link", { name: t.list.add(redirects.item) }).click();

  // Only an item's address can be redirected, and not to itself.
  await page.getByLabel(field("source_path").label).fill("/about");
  await page.getByLabel(field("target_path").label).fill("/about");
  await page.getByRole("button", { name: t.form.save }).click();
  const invalid = field("source_path");
  await expect(page.getByText(invalid.kind === "pattern" ? invalid.invalid : "")).toBeVisible();
  await page.getByLabel(field("source_path").label).fill(old);
  await page.getByLabel(field("target_path").label).fill(old);
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.getByText(t.errors.samePath)).toBeVisible();

  await page.getByLabel(field("target_path").label).fill(`/services/${template.slug}`);
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.added);
  await expect(rows(page, redirects.title).filter({ hasText: old })).toContainText(
    `/services/${template.slug}`,
  );
  await expect
    .poll(
      async () => {
        const response = await request.get(old, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ""}`;
      },
      { timeout: PUBLISH_BUDGET_MS, intervals: [100] },
    )
    .toBe(`308 /services/${template.slug}`);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: t.list.itemAction(t.list.remove, old) }).click();
  await expectToast(page, t.toasts.removed);
  await servedSoon(request, old, ({ status }) => status === 404);
});

test("a milestone's year must be four digits in range, and the About page shows it", async ({
  page,
  request,
}) => {
  const milestones = collectionSpecs.milestones;
  const field = (name: string) => milestones.fields.find((candidate) => candidate.name === name)!;
  const year = field("year");
  await signedIn(page);
  await page.goto("/admin/milestones/new");
  await page.getByLabel(year.label, { exact: true }).fill("20266");
  await page.getByLabel(field("title").label, { exact: true }).fill(milestone);
  await page
    .getByLabel(field("description").label, { exact: true })
    .fill("A second engineering office opens in Pune.");
  await page.getByRole("button", { name: t.form.save }).click();
  const message = year.kind === "year" ? t.errors.year(year.label, year.min, year.max) : "";
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel(year.label, { exact: true })).toBeFocused();
  await expect(page.getByLabel(year.label, { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByLabel(year.label, { exact: true }).fill("2026");
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.added);
  await expect(rows(page, milestones.title).filter({ hasText: milestone })).toContainText("2026");
  await servedSoon(request, "/about", ({ text }) => text.includes(milestone));
  await page.goto("/about");
  await expect(
    page.locator("#history").getByRole("listitem").filter({ hasText: milestone }),
  ).toContainText("2026");
  await page.goto("/admin/milestones");

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: t.list.itemAction(t.list.remove, milestone) }).click();
  await expectToast(page, t.toasts.removed);
  await servedSoon(request, "/about", ({ text }) => !text.includes(milestone));
});

test("accounts that are not editors are sent to /admin, which says why", async ({ page }) => {
  await signIn(page, VIEWER);
  await page.goto("/admin/services");
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
});

/** Every WCAG 2.2 AA rule in the light theme, and those the colours decide in the dark one. */
async function expectAccessible(page: Page, path: string) {
  await gotoWithTheme(page, path, "light");
  expect(await axeViolations(page)).toEqual([]);
  await gotoWithTheme(page, path, "dark");
  expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
}

test.describe("the collection screens have no WCAG 2.2 AA violations, in either theme", () => {
  for (const path of [
    "/admin/services",
    "/admin/industries/new",
    "/admin/office-hours",
    "/admin/milestones/new",
    "/admin/home-service-cards/new",
  ]) {
    test(path, async ({ page }) => {
      await signedIn(page);
      await expectAccessible(page, path);
    });
  }

  test("a stored item's form, with its history", async ({ page }) => {
    await signedIn(page);
    // The first test of this file changed this one, when it ran before.
    await page.goto("/admin/services");
    const edited = await rows(page)
      .filter({ hasText: "Photonics Packaging" })
      .or(rows(page).first())
      .first()
      .getByRole("link", { name: new RegExp(`^${t.list.edit}`) })
      .getAttribute("href");
    await expectAccessible(page, edited!);
  });
});
