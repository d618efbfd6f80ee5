import { readFileSync } from "node:fs";
import path from "node:path";
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunks every page runs at start, as the build under test lists them. */
function startupChunks(): string[] {
  const manifest = path.resolve(__dirname, "../.next/build-manifest.json");
  const { rootMainFiles } = JSON.parse(readFileSync(manifest, "utf8")) as {
    rootMainFiles: string[];
  };
  return rootMainFiles.map((file) => `/_next/${file}`);
}

test("the chunks every page runs at start are served marked for eager compilation", async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/_next/static/chunks/") && pathname.endsWith(".js")) {
      responses.push(response);
    }
  });
  await page.goto("/services/dft");
  await page.waitForLoadState("networkidle");
  const scripts = new Map(
    await Promise.all(
      responses.map(async (r) => [new URL(r.url()).pathname, await r.text()] as const),
    ),
  );

  const startup = startupChunks();
  expect(startup.length).toBeGreaterThan(0);
  for (const chunk of startup) {
    expect(scripts.get(chunk)?.startsWith(HINT), `${chunk} starts with the hint`).toBe(true);
  }
  // The page's own chunks are compiled as V8 sees fit: only start-up code is worth compiling whole.
  const others = [...scripts].filter(([chunk]) => !startup.includes(chunk));
  expect(others.length).toBeGreaterThan(0);
  for (const [chunk, source] of others) {
    expect(source.startsWith(HINT), `${chunk} has no hint`).toBe(false);
  }
});
