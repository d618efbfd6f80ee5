import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminRooms } from "../content/admin";
import { inboxText } from "../content/admin-inbox";
import { comingSoon } from "../content/notices";
import { contact } from "../content/contact";
import { departments } from "../lib/services/departments";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { createEditor, editorContext, expectToast, testAddress } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";

/**
 * Inquiries: the contact form shows the specification's notice until an admin has it accept
 * messages; then visitors' messages (with or without JavaScript) reach the Inbox, and what is
 * wrong, too fast, too many or a trap filled in is handled without losing what was typed.
 */

const f = contact.form;
const t = inboxText;
const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const rest = (path: string) => `${e2eSupabase.url}/rest/v1/${path}`;

test.describe.configure({ timeout: 120_000 });

/** The page's form accepting messages, once the site has heard of it. */
const accepts = (request: APIRequestContext) =>
  expect
    .poll(async () => (await request.get("/contact")).text(), { timeout: 20_000 })
    .toContain('name="website"');

/** The form set to accept messages in the backend (the admin's switch is tested on its own). */
async function accepting(request: APIRequestContext) {
  const response = await request.patch(rest("site_settings?id=eq.true"), {
    headers: secret,
    data: { contact_form: "accepting" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await accepts(request);
}

async function storedMessages(request: APIRequestContext) {
  const response = await request.get(rest("contact_messages?select=*&order=received_at"), {
    headers: secret,
  });
  return (await response.json()) as Array<Record<string, string | null>>;
}

/** A visitor from an address of their own, so each test's messages count on their own. */
async function visitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    reducedMotion: "reduce",
    extraHTTPHeaders: { "x-forwarded-for": testAddress() },
  });
  return { context, page: await context.newPage() };
}

/** A field of the form by its name (labels such as "Message" also name the form's region). */
const fieldOf = (page: Page, name: string) => page.locator(`#contact-${name}`);

async function fillIn(page: Page, values: Partial<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) await fieldOf(page, name).fill(value ?? "");
}

const send = (page: Page) => page.getByRole("button", { name: f.submit }).click();

test.afterEach(async ({ request }) => {
  await request.delete(rest("contact_messages?id=not.is.null"), { headers: secret });
  await request.patch(rest("site_settings?id=eq.true"), {
    headers: secret,
    data: { contact_form: "coming_soon" },
  });
});

test("as specified by default: the form shows the notice and nothing is kept", async ({
  browser,
  request,
}) => {
  const { context, page } = await visitor(browser);
  try {
    await page.goto("/contact");
    await fillIn(page, { name: "Ana", email: "ana@example.com", subject: "Hi", message: "Hello" });
    await send(page);
    await expectToast(page, comingSoon.contactForm.description);
    expect(await storedMessages(request)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an admin has the form accept messages; a message reaches the Inbox, is handled and deleted", async ({
  browser,
  request,
}) => {
  const account = await createEditor(request, "admin");
  const admin = await editorContext(browser, account);
  const { context, page } = await visitor(browser);
  try {
    await admin.page.goto("/admin/inbox");
    await admin.page.getByLabel(t.setting.accepting).check();
    await admin.page
      .getByRole("region", { name: t.setting.title })
      .getByRole("button", { name: t.setting.save })
      .click();
    await expectToast(admin.page, t.setting.saved(true));
    await accepts(request);
    // The admin works elsewhere meanwhile; the message is announced there.
    await admin.page.goto("/admin");
    await expect(admin.page.getByTestId("live-banner")).toBeVisible();

    // Typed faster than a person can: refused, with everything kept. (The preselected
    // department shows the page's script is running, and timing the visitor.)
    const department = departments[0]!;
    await page.goto(`/contact?department=${department.id}`);
    await expect(fieldOf(page, "department")).toHaveValue(department.id);
    const words = `We need DFT help ${Date.now().toString(36)}.`;
    await fillIn(page, {
      name: "Ana Rao",
      email: "ana@example.com",
      company: "Acme",
      subject: "DFT for a new SoC",
      message: words,
    });
    await send(page);
    await expect(page.getByText(f.refusals.tooFast)).toBeVisible();
    await expect(fieldOf(page, "message")).toHaveValue(words);

    // A moment later it goes through, and the form thanks the visitor.
    await page.waitForTimeout(3_100);
    await send(page);
    await expect(page.getByTestId("contact-sent")).toContainText(f.sent.title);
    const [kept] = await storedMessages(request);
    expect(kept).toMatchObject({
      name: "Ana Rao",
      email: "ana@example.com",
      company: "Acme",
      subject: "DFT for a new SoC",
      message: words,
      department: department.id,
      page: `/contact?department=${department.id}`,
      status: "new",
    });

    // Announced live where the admin is, with the Inbox's badge; no reload.
    await expectToast(admin.page, t.arrived("Ana Rao", "DFT for a new SoC"));
    const inbox = admin.page.getByRole("link", { name: new RegExp(`^${adminRooms.inbox}`) });
    await expect(inbox).toContainText(t.badge(1));
    // On a phone the rooms fold under one button; the badge's words do not widen the page.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await admin.page.setViewportSize({ width: 1280, height: 720 });
    await inbox.click();
    const card = admin.page.getByTestId("contact-message").filter({ hasText: words });
    await expect(card).toContainText("Ana Rao");
    await expect(card).toContainText(`/contact?department=${department.id}`);

    // Given to the admin, with a note for the team.
    await card.getByRole("button", { name: t.sort.open }).click();
    await card.getByLabel(t.sort.assignee).selectOption({ label: account.email });
    await card.getByLabel(t.sort.note).fill("Call back on Monday.");
    await card.getByRole("button", { name: t.sort.save }).click();
    await expectToast(admin.page, t.done.sorted);
    await expect(card).toContainText(t.assignedTo(account.email));
    await expect(card).toContainText("Call back on Monday.");

    // Every message as a CSV file, what a visitor typed never a formula.
    const download = admin.page.waitForEvent("download");
    await admin.page.getByRole("link", { name: t.exportCsv }).click();
    const csv = await (await download).createReadStream();
    let text = "";
    for await (const chunk of csv) text += String(chunk);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(
      "received_at,status,name,email,company,department,subject,message,page,note,handled_at,handled_by_email",
    );
    expect(text).toContain(
      `Ana Rao,ana@example.com,Acme,${department.id},DFT for a new SoC,${words}`,
    );
    expect(text).toContain("Call back on Monday.");

    await card.getByRole("button", { name: t.markHandled }).click();
    await expectToast(admin.page, t.done.handled);
    await expect(card).toHaveAttribute("data-status", "handled");
    await card.getByRole("button", { name: t.remove }).click();
    await card.getByRole("button", { name: t.confirmRemove }).click();
    await expectToast(admin.page, t.done.removed);
    await expect(admin.page.getByTestId("message-count")).toHaveText(t.count(1, 0, 0));
    expect(await storedMessages(request)).toEqual([]);
  } finally {
    await admin.context.close();
    await context.close();
  }
});

test("without JavaScript: what is wrong is said beside each field, everything typed is kept, then it sends", async ({
  browser,
  request,
}) => {
  await accepting(request);
  const { context, page } = await visitor(browser, false);
  const department = departments[1]!;
  try {
    await page.goto(`/contact?department=${department.id}`);
    const links = "https://a.example https://b.example https://c.example https://d.example";
    // What the browser lets through but the server does not: an address without a domain's
    // dot, a subject of spaces, too many links.
    await fillIn(page, { name: "Bo", email: "bo@example", subject: "   ", message: links });
    await send(page);
    await expect(page.getByRole("alert").first()).toHaveText(f.fix);
    await expect(page.getByText(f.problems.email)).toBeVisible();
    await expect(page.getByText(f.fields.subject.required)).toBeVisible();
    await expect(page.getByText(f.problems.links)).toBeVisible();
    const email = fieldOf(page, "email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(fieldOf(page, "name")).toHaveValue("Bo");
    await expect(fieldOf(page, "message")).toHaveValue(links);
    expect(await storedMessages(request)).toEqual([]);

    await fillIn(page, {
      email: "bo@example.com",
      subject: "Firmware",
      message: "One link is fine: https://a.example",
    });
    await send(page);
    await expect(page.getByText(f.sent.title)).toBeVisible();
    const [kept] = await storedMessages(request);
    // The page the browser says it was sent from gives the department the script would have.
    expect(kept).toMatchObject({
      name: "Bo",
      email: "bo@example.com",
      department: department.id,
      page: `/contact?department=${department.id}`,
    });
  } finally {
    await context.close();
  }
});

test("what a visitor typed survives a reload of the page until it is sent", async ({
  browser,
  request,
}) => {
  await accepting(request);
  const { context, page } = await visitor(browser);
  try {
    // The preselected department shows the page's script is running.
    await page.goto(`/contact?department=${departments[0]!.id}`);
    await expect(fieldOf(page, "department")).toHaveValue(departments[0]!.id);
    await fillIn(page, { name: "Eve", message: "A long question, half written." });
    await page.reload();
    await expect(fieldOf(page, "name")).toHaveValue("Eve");
    await expect(fieldOf(page, "message")).toHaveValue("A long question, half written.");
  } finally {
    await context.close();
  }
});

test("spam is held off: a trap filled in is thanked and dropped, a fourth message in minutes is refused", async ({
  browser,
  request,
}) => {
  await accepting(request);
  const bot = await visitor(browser, false);
  const person = await visitor(browser, false);
  try {
    await bot.page.goto("/contact");
    await fillIn(bot.page, { name: "Bot", email: "bot@example.com", subject: "Hi", message: "x" });
    await bot.page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await send(bot.page);
    await expect(bot.page.getByText(f.sent.title)).toBeVisible();
    expect(await storedMessages(request)).toEqual([]);

    for (let round = 1; round <= 3; round++) {
      await person.page.goto("/contact");
      await fillIn(person.page, {
        name: "Cy",
        email: "cy@example.com",
        subject: `Question ${round}`,
        message: "Hello",
      });
      await send(person.page);
      await expect(person.page.getByText(f.sent.title)).toBeVisible();
    }
    await person.page.goto("/contact");
    await fillIn(person.page, {
      name: "Cy",
      email: "cy@example.com",
      subject: "Question 4",
      message: "One more",
    });
    await send(person.page);
    await expect(person.page.getByRole("alert")).toHaveText(f.refusals.tooMany);
    await expect(fieldOf(person.page, "subject")).toHaveValue("Question 4");
    expect(await storedMessages(request)).toHaveLength(3);
  } finally {
    await bot.context.close();
    await person.context.close();
  }
});

test("the accepting form with its problems has no WCAG 2.2 AA violations in either theme", async ({
  browser,
  request,
}) => {
  await accepting(request);
  const { context, page } = await visitor(browser);
  try {
    for (const theme of ["light", "dark"] as const) {
      await gotoWithTheme(page, "/contact", theme);
      await fillIn(page, { name: "Di", email: "di@example", subject: " ", message: "Hello" });
      await send(page);
      await expect(page.getByText(f.problems.email)).toBeVisible();
      expect(await axeViolations(page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test("the Inbox has no WCAG 2.2 AA violations in either theme", async ({ browser, request }) => {
  await accepting(request);
  const admin = await editorContext(browser, await createEditor(request, "admin"));
  try {
    for (const theme of ["light", "dark"] as const) {
      await gotoWithTheme(admin.page, "/admin/inbox", theme);
      await expect(admin.page.getByRole("heading", { name: t.setting.title })).toBeVisible();
      expect(await axeViolations(admin.page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual(
        [],
      );
    }
  } finally {
    await admin.context.close();
  }
});
