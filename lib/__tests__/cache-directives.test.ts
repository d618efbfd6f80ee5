/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Several instances share the page cache through Redis (lib/cache/cache-handler.mjs), which
 * covers ISR and fetch caching. `'use cache'` would go through Next's separate `cacheHandlers`,
 * which that engine does not implement yet, so such entries would silently stay per instance.
 * This fails the day `'use cache'` arrives, so the shared handler arrives with it.
 */
const SOURCE_FOLDERS = ["app", "components", "lib", "content"];
const ROOT_FILES = ["proxy.ts", "instrumentation.ts"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "__tests__" ? [] : sourceFiles(file);
    return /\.(tsx?|[mc]?jsx?)$/.test(name) ? [file] : [];
  });
}

describe("caching that several instances share", () => {
  it("has no 'use cache' entries, which the shared cache would not cover", () => {
    const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), ...ROOT_FILES];
    expect(files.length).toBeGreaterThan(50);
    const using = files.filter((file) =>
      // 'use cache', 'use cache: remote', 'use cache: private'.
      /^\s*["']use cache(?::\s*[\w-]+)?["']/m.test(readFileSync(file, "utf8")),
    );
    expect(using).toEqual([]);
  });

  it("leaves Cache Components off in next.config.ts", () => {
    expect(readFileSync("next.config.ts", "utf8")).not.toMatch(/cacheComponents\s*:\s*true/);
  });
});
