import { adminText } from "../content/admin";
import { scheduleText } from "../content/admin-schedule";
import { clockIn, localInputValue } from "../lib/schedule/go-live";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { createEditor, editorContext, expectToast } from "./editor";
import { axeViolations, COLOUR_RULES, expect, gotoWithTheme, test } from "./fixtures";
import { keepSiteTextRow, stageAboutText } from "./site-text-row";

/**
 * Scheduled publishing: an editor gives staged changes a time on their own clock; the database's
 * job publishes them then, in the editor's name; until then they can be moved or cancelled.
 */

const t = scheduleText;
const KEY = "about.hero.title";
const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
// Off UTC by hours and a half: a time read in the wrong zone shows.
const ZONE = "America/St_Johns";

/** The moment a clock in the zone shows as `local` ("2026-11-27T10:30"). */
function momentOn(local: string, zone: string): string {
  const guess = Date.parse(`${local}:00Z`);
  const shown = Date.parse(`${localInputValue(new Date(guess).toISOString(), zone)}:00Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

test.describe.configure({ timeout: 180_000 });

keepSiteTextRow(KEY);

test.afterEach(async ({ request }) => {
  await request.delete(`${e2eSupabase.url}/rest/v1/scheduled_publications?status=eq.scheduled`, {
    headers: secret,
  });
});

test("a change scheduled on the editor's clock goes live at its time, recorded as scheduled by them", async ({
  browser,
  request,
}) => {
  const words = `Engineering, on time ${Date.now().toString(36)}`;
  const account = await createEditor(request);
  const editor = await editorContext(browser, account, { timezoneId: ZONE });
  try {
    await stageAboutText(editor.page, KEY, words);
    await editor.page.goto("/admin/staged");
    const schedule = editor.page.getByTestId("schedule");
    await expect(schedule.getByText(t.form.zone(ZONE))).toBeVisible();

    // The next whole minute at least 15 s away, typed as a clock there shows it.
    const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000).toISOString();
    await schedule.getByLabel(t.form.label).fill(localInputValue(at, ZONE));
    await schedule.getByRole("button", { name: t.form.schedule(1) }).click();
    await expectToast(editor.page, t.done.scheduled(`${clockIn(at, ZONE)} (${ZONE})`));

    // It leaves the changes Publish would take, and waits with its publication.
    const planned = schedule.getByTestId("scheduled-publication");
    await expect(planned).toContainText(`${t.goesLive} ${clockIn(at, ZONE)} (${ZONE})`);
    await expect(planned).toContainText(KEY);
    await expect(planned).toContainText(t.scheduledBy(account.email));
    await expect(
      editor.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`),
    ).toHaveCount(0);
    await expect(schedule.getByText(t.nothingWaiting)).toBeVisible();
    expect(await (await request.get("/about")).text()).not.toContain(words);

    // Visitors get it within a minute of its time, without anyone pressing anything.
    await expect
      .poll(async () => (await request.get("/about")).text(), {
        timeout: Date.parse(at) + 60_000 - Date.now(),
        intervals: [2_000],
      })
      .toContain(words);

    // The room follows by itself: the publication is done, in the editor's name.
    await expect(planned).toHaveCount(0);
    await expect(schedule.getByTestId("finished-publication").first()).toContainText(
      `1 change went live`,
    );
    await expect(schedule.getByTestId("finished-publication").first()).toContainText(
      t.scheduledBy(account.email),
    );
    await editor.page.goto("/admin/activity");
    // Another lane's tests change other things meanwhile: this key's newest change is the one.
    await expect(
      editor.page.getByTestId("recent-change").filter({ hasText: KEY }).first(),
    ).toContainText(new RegExp(`^${adminText.recent.scheduledByYou} . (Added|Changed) ${KEY}`));
  } finally {
    await editor.context.close();
  }
});

test("a scheduled change is moved, shown on each reader's clock, then cancelled back to the stage", async ({
  browser,
  request,
}) => {
  const words = `Engineering, next week ${Date.now().toString(36)}`;
  const account = await createEditor(request);
  const editor = await editorContext(browser, account, { timezoneId: ZONE });
  const colleague = await editorContext(browser, await createEditor(request), {
    timezoneId: "Europe/Berlin",
  });
  try {
    await stageAboutText(editor.page, KEY, words);
    await editor.page.goto("/admin/staged");
    const schedule = editor.page.getByTestId("schedule");
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    await schedule.getByLabel(t.form.label).fill(`${tomorrow}T09:00`);
    await schedule.getByRole("button", { name: t.form.schedule(1) }).click();
    const planned = schedule.getByTestId("scheduled-publication");
    await expect(planned).toContainText(`09:00 (${ZONE})`);

    // A time already past is refused, with the reason, and nothing changes.
    await planned.getByRole("button", { name: t.rescheduleOpen }).click();
    const moved = planned.getByLabel(t.form.label);
    await expect(moved).toHaveValue(`${tomorrow}T09:00`);
    await moved.fill("2020-01-06T09:00");
    await planned.getByRole("button", { name: t.form.reschedule }).click();
    await expect(planned.getByRole("alert")).toHaveText("Choose a time that is still to come.");
    await moved.fill(`${tomorrow}T10:30`);
    await planned.getByRole("button", { name: t.form.reschedule }).click();
    await expectToast(editor.page, /Now going live /);
    await expect(planned).toContainText(`10:30 (${ZONE})`);

    // A colleague in Berlin reads the time as chosen, and on their own clock.
    const moment = momentOn(`${tomorrow}T10:30`, ZONE);
    await colleague.page.goto("/admin/staged");
    const theirs = colleague.page.getByTestId("scheduled-publication");
    await expect(theirs).toContainText(`10:30 (${ZONE})`);
    await expect(theirs).toContainText(
      t.yourTime(clockIn(moment, "Europe/Berlin"), "Europe/Berlin"),
    );
    expect(await (await request.get("/about")).text()).not.toContain(words);

    // Cancelled: the change is staged again, for Publish.
    await planned.getByRole("button", { name: t.cancel }).click();
    await planned.getByRole("button", { name: t.confirmCancel }).click();
    await expectToast(editor.page, t.done.cancelled);
    await expect(
      editor.page.locator(`[data-testid="staged-change"][data-key="${KEY}"]`),
    ).toContainText(words);
    await expect(schedule.getByText(t.noneUpcoming)).toBeVisible();
    await expect(schedule.getByTestId("finished-publication").first()).toContainText(`Cancelled `);
  } finally {
    await editor.context.close();
    await colleague.context.close();
  }
});

test("scheduling has no WCAG 2.2 AA violations, in either theme", async ({ browser, request }) => {
  const editor = await editorContext(browser, await createEditor(request), {
    timezoneId: ZONE,
  });
  try {
    await stageAboutText(editor.page, KEY, `Scheduled for access ${Date.now().toString(36)}`);
    await editor.page.goto("/admin/staged");
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    await editor.page.getByTestId("schedule").getByLabel(t.form.label).fill(`${tomorrow}T09:00`);
    await editor.page.getByRole("button", { name: t.form.schedule(1) }).click();
    await expect(editor.page.getByTestId("scheduled-publication")).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await gotoWithTheme(editor.page, "/admin/staged", theme);
      await editor.page
        .getByTestId("scheduled-publication")
        .getByRole("button", { name: t.rescheduleOpen })
        .click();
      await expect(
        editor.page.getByTestId("scheduled-publication").getByLabel(t.form.label),
      ).toBeVisible();
      expect(await axeViolations(editor.page, theme === "dark" ? COLOUR_RULES : undefined)).toEqual(
        [],
      );
    }
  } finally {
    await editor.context.close();
  }
});
