import { collectionsText } from "../content/admin-collections";
import { company, offices } from "../content/company";
import { contact } from "../content/contact";
import { locations } from "../content/locations";
import { collectionSpecs } from "../lib/collections/specs";
import { listNames, listRows, signInNewEditor } from "./admin-lists";
import { e2eSupabase } from "./backend";
import { expectToast, SERVICE_ROLE_KEY, TWO_EDITORS_TIMEOUT_MS } from "./editor";
import { expect, test } from "./fixtures";
import { servedSoon } from "./served";

/**
 * The contact page's questions and the company's offices, edited in /admin. Apart from the
 * services' tests: the on-page editor's tests change these lists too, so they share its lane.
 */

const t = collectionsText;
const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const stamp = Date.now().toString(36);
const question = `Do you take on chiplet programmes ${stamp}`;

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS });

// A failed run must not leave its question on the contact page for the tests that follow.
test.afterAll(async ({ request }) => {
  await request.delete(`${e2eSupabase.url}/rest/v1/faqs`, {
    params: { question: `eq.${question}` },
    headers: secret,
  });
});

test("editors add, reorder and remove the contact page's questions, and the page follows", async ({
  page,
  request,
}) => {
  const faqs = collectionSpecs.faqs;
  const field = (name: string) => faqs.fields.find((candidate) => candidate.name === name)!.label;
  const answer = "Yes: die-to-die interfaces, package planning and test.";
  await signInNewEditor(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: faqs.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/faqs");
  const before = await listNames(page, faqs.title);
  const last = before.at(-1)!;

  await page.getByRole("link", { name: t.list.add(faqs.item) }).click();
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.getByText(t.errors.required(field("question")))).toBeVisible();
  await page.getByLabel(field("question"), { exact: true }).fill(question);

  // A link of the site asks before the unsaved form is left; staying keeps what was typed.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("link", { name: faqs.title }).click();
  expect(await asked).toBe(t.form.leave);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/faqs/new");
  await expect(page.getByLabel(field("question"), { exact: true })).toHaveValue(question);

  await page.getByLabel(field("answer"), { exact: true }).fill(answer);
  await page.getByRole("button", { name: t.form.save }).click();
  await expectToast(page, t.toasts.added);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/faqs");
  expect(await listNames(page, faqs.title)).toEqual([...before, question]);
  await servedSoon(
    request,
    "/contact",
    ({ text }) => text.includes(question) && text.includes(answer),
  );

  // One place up: the contact page lists it before the question that was last.
  await page
    .getByRole("button", { name: t.list.itemAction(t.list.moveUp, question) })
    .press("Enter");
  await expectToast(page, t.toasts.moved);
  await servedSoon(request, "/contact", ({ text }) => text.indexOf(question) < text.indexOf(last));

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: t.list.itemAction(t.list.remove, question) }).click();
  await expectToast(page, t.toasts.removed);
  expect(await listNames(page, faqs.title)).toEqual(before);
  await servedSoon(request, "/contact", ({ text }) => !text.includes(question));
});

test("the first office's details are the company's on every page; more offices show on /locations", async ({
  page,
  request,
}) => {
  const officesSpec = collectionSpecs.offices;
  const field = (name: string) =>
    officesSpec.fields.find((candidate) => candidate.name === name)!.label;
  const phone = `+91 40 5555 ${String(Date.now() % 10_000).padStart(4, "0")}`;
  const second = `Pune engineering centre ${stamp}`;
  try {
    await signInNewEditor(page);
    await page.goto("/admin/offices");
    await listRows(page, officesSpec.title)
      .first()
      .getByRole("link", { name: new RegExp(`^${t.list.edit}`) })
      .click();
    await page.getByLabel(field("phone"), { exact: true }).fill("call us");
    await page.getByLabel(field("country_code"), { exact: true }).fill("india");
    await page.getByRole("button", { name: t.form.save }).click();
    await expect(page.getByText(t.form.fixErrors(2))).toBeVisible();
    await page.getByLabel(field("phone"), { exact: true }).fill(phone);
    await page.getByLabel(field("country_code"), { exact: true }).fill("IN");
    await page.getByRole("button", { name: t.form.save }).click();
    await expectToast(page, t.toasts.saved);
    for (const path of ["/contact", "/locations", "/"]) {
      // The contact cards, the footer and (on the home page) the structured data.
      await servedSoon(request, path, ({ text }) => text.includes(phone));
    }
    const home = await (await request.get("/")).text();
    expect(home).toContain(`"telephone":"${phone}"`);

    await page.goto("/admin/offices/new");
    for (const [name, value] of [
      ["name", second],
      ["street", "Hinjewadi Phase 1"],
      ["city", "Pune"],
      ["region", "Maharashtra"],
      ["postal_code", "411057"],
      ["country", "India"],
      ["country_code", "IN"],
      ["phone", "+91 20 0000 0000"],
      ["email", "pune@example.com"],
    ]) {
      await page.getByLabel(field(name!), { exact: true }).fill(value!);
    }
    await page.getByRole("button", { name: t.form.save }).click();
    await expectToast(page, t.toasts.added);
    await servedSoon(request, "/locations", ({ text }) => text.includes(second));
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 2, name: second })).toBeVisible();
    // The office hours are the headquarters': shown under it only.
    const hoursLabel = `${locations.office.hoursLabel} (${contact.officeHours.timezone})`;
    await expect(page.getByRole("region", { name: second })).not.toContainText(hoursLabel);
    await expect(page.getByRole("region", { name: offices[0]!.name })).toContainText(hoursLabel);
    // The headquarters stays the company's: the footer does not take the new office's number.
    await expect(page.getByRole("contentinfo")).not.toContainText("+91 20 0000 0000");
  } finally {
    await request.delete(`${e2eSupabase.url}/rest/v1/offices`, {
      params: { name: `eq.${second}` },
      headers: secret,
    });
    await request.patch(`${e2eSupabase.url}/rest/v1/offices`, {
      params: { phone: `eq.${phone}` },
      headers: secret,
      data: { phone: company.phone },
    });
  }
});
