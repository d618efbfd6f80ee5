import { siteTextCatalogue } from "../../lib/site-text/catalogue";

export interface PublishToPage {
  staged: number;
  /** The publish call itself (one transaction). */
  publishMs: number;
  /** From the publish call until the home page's HTML shows the new hero title. */
  toHtmlMs: number;
}

const HERO_KEY = "home.hero.title";

/**
 * Stages `count` texts as the editor (every text the pages read, then rows of the list), then
 * publishes them all at once and polls the home page until its HTML carries the change.
 */
export async function measurePublishToPage(
  origin: string,
  backend: string,
  anonKey: string,
  token: string,
  rowKeys: readonly string[],
  count = 500,
): Promise<PublishToPage> {
  const mark = ` (v${Date.now().toString(36)})`;
  const keys = [
    HERO_KEY,
    ...siteTextCatalogue.map((entry) => entry.key).filter((key) => key !== HERO_KEY),
    ...rowKeys,
  ].slice(0, count);
  const defaults = new Map(siteTextCatalogue.map((entry) => [entry.key, entry.default]));
  const heroTitle = `${defaults.get(HERO_KEY) ?? "Engineering Excellence"}${mark}`;
  const headers = {
    apikey: anonKey,
    Authorization: `Bearer ${token}`,
    "Content-Type": "application/json",
  };
  const staged = await fetch(`${backend}/rest/v1/website_content_drafts`, {
    method: "POST",
    headers: { ...headers, Prefer: "resolution=merge-duplicates,return=minimal" },
    body: JSON.stringify(
      keys.map((key) => ({
        content_key: key,
        content_value: key === HERO_KEY ? heroTitle : `${defaults.get(key) ?? "Scale text"}${mark}`,
      })),
    ),
  });
  if (!staged.ok) throw new Error(`staging failed: ${staged.status} ${await staged.text()}`);

  const started = performance.now();
  const published = await fetch(`${backend}/rest/v1/rpc/publish_site_text_drafts`, {
    method: "POST",
    headers,
    body: "{}",
  });
  if (!published.ok)
    throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  const publishMs = performance.now() - started;
  for (;;) {
    const html = await (await fetch(`${origin}/`)).text();
    if (html.includes(heroTitle)) break;
    if (performance.now() - started > 30_000) throw new Error("The home page never showed it.");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    staged: keys.length,
    publishMs: Math.round(publishMs),
    toHtmlMs: Math.round(performance.now() - started),
  };
}
