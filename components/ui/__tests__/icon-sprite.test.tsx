/** @jest-environment node */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "../icon";
import { icons } from "../icon-set";
import { spriteFile, spriteHref, spriteMarkup } from "../icon-sprite";

const symbolIds = [...spriteMarkup.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the icon sprite", () => {
  it("has one symbol for every icon, each drawn on the 24-unit grid", () => {
    expect(symbolIds.sort()).toEqual(Object.keys(icons).sort());
    expect(spriteMarkup.match(/<symbol [^>]*viewBox="0 0 24 24">/g)).toHaveLength(symbolIds.length);
    // Every symbol has shapes; none is left empty by an unknown icon node.
    expect(spriteMarkup).not.toMatch(/<symbol [^>]*><\/symbol>/);
  });

  it("is named by its content, so a year-long cache never serves an old set", () => {
    const digest = createHash("sha256").update(spriteMarkup).digest("hex").slice(0, 12);
    expect(spriteHref).toBe(`/icons/${digest}.svg`);
  });

  it("is the one file in public/icons, as written by `npm run icons`", () => {
    const dir = path.join(process.cwd(), "public/icons");
    expect(readdirSync(dir)).toEqual([spriteFile]);
    expect(readFileSync(path.join(dir, spriteFile), "utf8")).toBe(spriteMarkup);
  });

  it("draws Twitter as today's X mark, in straight strokes only", () => {
    const symbol = /<symbol id="twitter"[^>]*>(.*?)<\/symbol>/.exec(spriteMarkup)?.[1] ?? "";
    const shapes = [...symbol.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect(shapes).toHaveLength(1);
    // The old bird was curves; the X is lines only: moves, lines and closes.
    expect(shapes[0]).toMatch(/^M[\d\s.,MLHVZmlhvz-]+$/);
    // Four closed shapes: the thick stroke, its hollow, and the thin stroke's two parts.
    expect(shapes[0].match(/Z/gi)).toHaveLength(4);
  });

  it("escapes attribute values", () => {
    expect(spriteMarkup).not.toMatch(/="[^"]*</);
  });
});

describe("Icon", () => {
  it("points into the versioned sprite and is hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(<Icon name="chip" className="size-6" />);
    expect(markup).toBe(
      `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="icon size-6"><use href="${spriteHref}#chip"></use></svg>`,
    );
  });
});
