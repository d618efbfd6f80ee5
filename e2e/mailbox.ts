import type { Page } from "@playwright/test";
import { e2eSupabase } from "./backend";
import { expect } from "./fixtures";

/** The newest message the local backend's inbox holds for an address. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const response = await page.request.get(
      `${e2eSupabase.url}/inbox/${encodeURIComponent(email)}`,
    );
    const mails = (await response.json()) as { subject: string; action_link: string }[];
    expect(mails[0]?.subject).toBe("You have been invited");
    link = mails[0]!.action_link;
  }).toPass();
  return link;
}
