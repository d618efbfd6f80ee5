import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");

/**
 * The public stylesheet builds its utilities only from the folders it names (app/site.css): a
 * folder of public components it forgets draws unstyled, with no error anywhere. Every folder
 * of components/ but the editor's is public.
 */
describe("the public stylesheet's sources", () => {
  const css = readFileSync(path.join(ROOT, "app/site.css"), "utf8");
  const sources = new Set(
    [...css.matchAll(/^@source "\.\.\/components\/([^"]+)";$/gm)].map((match) => match[1]),
  );
  const folders = readdirSync(path.join(ROOT, "components"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "admin")
    .map((entry) => entry.name);

  it.each(folders)("include components/%s", (folder) => {
    expect(sources.has(folder)).toBe(true);
  });

  it("leave out the editor's components", () => {
    expect(sources.has("admin")).toBe(false);
    expect(folders.length).toBeGreaterThan(5);
  });
});
