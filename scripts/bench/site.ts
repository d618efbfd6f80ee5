import type { Page } from "@playwright/test";
import { BENCH_EDITOR } from "./editor-token";
import type { Target } from "./targets";

/** Every public page of the site at `origin`, as its sitemap lists them. */
export async function publicPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export interface Account {
  email: string;
  password: string;
}

/** Signs an editor (the seeded one unless told) in through /login on the site at `origin`. */
export const signInAt =
  (origin: string, account: Account = BENCH_EDITOR) =>
  async (page: Page) => {
    await page.goto(`${origin}/login?next=/admin`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${origin}/admin`);
  };

/** Each target met or missed, then where the report is. */
export function printTargets(targets: readonly Target[], report: string) {
  for (const target of targets) {
    console.log(`${target.met ? "met    " : "MISSED "} ${target.target}: ${target.measured}`);
  }
  console.log(`Report: ${report}`);
}
