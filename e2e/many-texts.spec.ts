import { adminText } from "../content/admin";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { openAdmin, saveItem } from "./editor";
import { axeViolations, expect, gotoWithTheme, test } from "./fixtures";

const t = adminText.list;
const rest = `${e2eSupabase.url}/rest/v1/website_content`;
const asService = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** More than the Data API answers in one request (1,000), so a silent cut would show. */
const MANY = 1_150;
const PREFIX = "e2e.many.";

test.afterAll(async ({ request }) => {
  const gone = await request.delete(`${rest}?content_key=like.${PREFIX}*`, { headers: asService });
  expect(gone.ok(), await gone.text()).toBe(true);
});

test("with more texts than one request answers, every one is counted, found, paged to and edited", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rows = Array.from({ length: MANY }, (_, i) => ({
    content_key: `${PREFIX}${String(i + 1).padStart(4, "0")}`,
    content_value: `Bulk text number ${i + 1}`,
  }));
  const made = await request.post(rest, { headers: asService, data: rows });
  expect(made.ok(), await made.text()).toBe(true);
  const counted = await request.head(`${rest}?select=id`, {
    headers: { ...asService, Prefer: "count=exact" },
  });
  const total = Number(counted.headers()["content-range"]?.split("/")[1]);
  expect(total).toBeGreaterThan(MANY);

  await openAdmin(page);
  const all = total.toLocaleString("en-US");
  await expect(page.getByText(`Texts 1 to 100 of ${all}.`)).toBeVisible();
  await expect(page.getByTestId("content-item")).toHaveCount(100);

  // The pager gets to the last page, with the rows the others left, and back.
  const pages = Math.ceil(total / 100);
  const next = page.getByRole("button", { name: t.next });
  for (let shown = 1; shown < pages; shown += 1) await next.click();
  await expect(page.getByText(t.pageOf(pages, pages))).toBeVisible();
  await expect(next).toBeDisabled();
  const onLast = total - (pages - 1) * 100;
  await expect(
    page.getByText(`Texts ${(total - onLast + 1).toLocaleString("en-US")} to ${all} of ${all}.`),
  ).toBeVisible();
  await expect(page.getByTestId("content-item")).toHaveCount(onLast);
  await page.getByRole("button", { name: t.previous }).click();
  await expect(page.getByText(t.pageOf(pages - 1, pages))).toBeVisible();

  // A search reaches any row from any page, by its value too.
  const search = page.getByLabel(t.search);
  await search.fill("Bulk text number 1149");
  await expect(page.getByText('1 text matches "Bulk text number 1149".')).toBeVisible();
  await expect(page.getByTestId("content-item")).toHaveCount(1);
  await saveItem(page, `${PREFIX}1149`, "Edited far down the list");
  const stored = await request.get(`${rest}?content_key=eq.${PREFIX}1149&select=content_value`, {
    headers: asService,
  });
  expect(await stored.json()).toEqual([{ content_value: "Edited far down the list" }]);

  await search.fill("no text says this");
  await expect(page.getByText('No text matches "no text says this".')).toBeVisible();
  await expect(page.getByTestId("content-item")).toHaveCount(0);

  // The search and the pager, in both themes.
  for (const theme of ["light", "dark"] as const) {
    await gotoWithTheme(page, "/admin", theme);
    await expect(page.getByText(`Texts 1 to 100 of ${all}.`)).toBeVisible();
    await page.getByRole("button", { name: t.next }).click();
    expect(await axeViolations(page)).toEqual([]);
  }
});
