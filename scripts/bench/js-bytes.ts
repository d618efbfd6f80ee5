import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./browser";

export interface JsBytes {
  path: string;
  scripts: number;
  wireBytes: number;
  decodedBytes: number;
  /** Part of wireBytes the router fetched ahead for pages this one links to. */
  prefetchedWireBytes: number;
}

/** JavaScript a fresh browser downloads for a page: bytes on the wire and decoded. */
export async function measureJs(
  origin: string,
  paths: string[],
  prepare?: (page: Page) => Promise<void>,
): Promise<JsBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results: JsBytes[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (prepare) await prepare(page);
      const client = await context.newCDPSession(page);
      await client.send("Network.enable");
      // A first visit: nothing may come from the cache, even after \`prepare\` loaded pages.
      await client.send("Network.setCacheDisabled", { cacheDisabled: true });
      const scripts = new Map<string, { wire: number; decoded: number; prefetched: boolean }>();
      // Scripts the document names are the page's own; the rest are requested by the router
      // ahead of navigation (code for linked pages), which a link-free floor page never does.
      const fromDocument = new Set<string>();
      client.on("Network.requestWillBeSent", (event) => {
        if (event.initiator.type === "parser") fromDocument.add(event.requestId);
      });
      const urls = new Map<string, string>();
      client.on("Network.responseReceived", (event) => {
        if (event.type !== "Script") return;
        urls.set(event.requestId, event.response.url);
        scripts.set(event.response.url, {
          wire: 0,
          decoded: 0,
          prefetched: !fromDocument.has(event.requestId),
        });
      });
      client.on("Network.dataReceived", (event) => {
        const entry = scripts.get(urls.get(event.requestId) ?? "");
        if (entry) entry.decoded += event.dataLength;
      });
      client.on("Network.loadingFinished", (event) => {
        const entry = scripts.get(urls.get(event.requestId) ?? "");
        if (entry) entry.wire = event.encodedDataLength;
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      // Scripts loaded on first interaction (the toaster) are not part of the first load.
      const all = [...scripts.values()];
      results.push({
        path,
        scripts: all.length,
        wireBytes: all.reduce((sum, s) => sum + s.wire, 0),
        decodedBytes: all.reduce((sum, s) => sum + s.decoded, 0),
        prefetchedWireBytes: all.filter((s) => s.prefetched).reduce((sum, s) => sum + s.wire, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
