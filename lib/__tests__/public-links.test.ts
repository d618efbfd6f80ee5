/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The public pages navigate as documents: next/link's client navigation and prefetching cost
 * every page about 4 KB of JavaScript, against a budget of 1.05x the framework's empty page
 * (`npm run bench`). The editor, which the public site never loads, may use it.
 */
const PUBLIC_FOLDERS = [
  "app/(site)",
  "components/layout",
  "components/sections",
  "components/ui",
  "components/contact",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "__tests__" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("links on the public pages", () => {
  it("are plain anchors: nothing public imports next/link", () => {
    const files = PUBLIC_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(30);
    const importing = files.filter((file) =>
      /from\s+["']next\/link["']/.test(readFileSync(file, "utf8")),
    );
    expect(importing).toEqual([]);
  });
});
