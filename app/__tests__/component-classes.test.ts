import { readFileSync } from "node:fs";
import path from "node:path";

const css = readFileSync(path.join(__dirname, "..", "globals.css"), "utf8");

/** The utilities a component class of app/globals.css applies. */
function applied(name: string): string[] {
  const rule = new RegExp(`\\.${name}\\s*\\{\\s*@apply ([^;]+);`).exec(css);
  if (!rule) throw new Error(`No rule for .${name} in app/globals.css`);
  return rule[1].split(/\s+/);
}

describe("the public pages' component classes", () => {
  it.each([
    "button",
    "nav-link",
    "nav-toggle",
    "footer-link",
    "question-summary",
    "card-action",
    "pill",
  ])(".%s keeps a 44 px tall touch target", (name) => {
    expect(applied(name)).toContain("min-h-11");
  });

  it.each(["header-button", "social-button"])(".%s is a 44 px square", (name) => {
    expect(applied(name)).toContain("size-11");
  });

  it("styles rich text's headings and lists from their wrappers, at the sizes they had", () => {
    expect(applied("rich-heading > h2")).toEqual([
      "text-2xl",
      "font-bold",
      "tracking-tight",
      "sm:text-3xl",
    ]);
    expect(applied("rich-list")).toEqual(["space-y-2", "pl-6", "marker:text-muted"]);
  });

  it("keeps the page column's edges", () => {
    expect(applied("page-column")).toEqual(["mx-auto", "max-w-7xl", "px-4", "sm:px-6", "lg:px-8"]);
  });
});
