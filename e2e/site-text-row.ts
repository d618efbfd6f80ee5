import type { Page } from "@playwright/test";
import { adminText } from "../content/admin";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { expect, test } from "./fixtures";

const secret = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
type Row = { content_key: string; content_value: string };

/**
 * For a file whose tests stage and publish a seeded text other tests read too: after each test
 * its draft goes and its row is put back exactly as it was before (or removed, if it was not
 * stored).
 */
export function keepSiteTextRow(key: string) {
  const rows = `${e2eSupabase.url}/rest/v1/website_content?content_key=eq.${key}`;
  let original: Row[] = [];
  test.beforeEach(async ({ request }) => {
    const response = await request.get(`${rows}&select=content_key,content_value`, {
      headers: secret,
    });
    original = (await response.json()) as Row[];
  });
  test.afterEach(async ({ request }) => {
    await request.delete(
      `${e2eSupabase.url}/rest/v1/website_content_drafts?content_key=eq.${key}`,
      { headers: secret },
    );
    if (original.length === 0) {
      await request.delete(rows, { headers: secret });
      return;
    }
    await request.patch(rows, {
      headers: secret,
      data: { content_value: original[0]!.content_value },
    });
  });
}

/** Stages new words for a text of the About page from its editor, as an editor does. */
export async function stageAboutText(page: Page, key: string, words: string) {
  await page.goto("/admin/pages/about");
  const field = page.locator(`[data-testid="page-field"][data-key="${key}"]`);
  await field.getByRole("button", { name: /^Edit / }).click();
  await field.getByRole("textbox").fill(words);
  await field.getByRole("button", { name: adminText.drafts.stage }).click();
  await expect(field.getByTestId("staged-mark")).toContainText(words);
}
