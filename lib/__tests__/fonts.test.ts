/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import {
  codePoints,
  layoutFeatures,
  unicodeRange,
  version,
  weightAxis,
  woff2Tables,
  type FontTables,
} from "./woff2";

const root = process.cwd();
const core = join(root, "app/fonts/geist-core-400-900.woff2");
const rest = join(root, "app/fonts/geist-rest-400-900.woff2");
const fromNpm = join(
  root,
  "node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
);
const fontsModule = readFileSync(join(root, "lib/fonts.ts"), "utf8");
const editorFontModule = readFileSync(join(root, "app/(editor)/font.ts"), "utf8");
const globalCss = readFileSync(join(root, "app/globals.css"), "utf8");

// A new connection's first round trip carries 10 TCP segments of 1460 bytes; the response
// headers take about 1 KB of that.
const FIRST_ROUND_TRIP_BODY = 10 * 1460 - 1024;

/** The source files text reaches pages from: content/, and a few glyphs in app/ and components/. */
const sources = ["app", "components", "content"].flatMap((dir) =>
  (readdirSync(join(root, dir), { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.includes("__tests__"))
    .map((file) => join(root, dir, file)),
);

const WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

describe("the web font files", () => {
  let coreTables: FontTables;
  let restTables: FontTables;
  let npmTables: FontTables;
  let inCore: Set<number>;
  let inRest: Set<number>;
  beforeAll(() => {
    coreTables = woff2Tables(core);
    restTables = woff2Tables(rest);
    npmTables = woff2Tables(fromNpm);
    inCore = codePoints(coreTables);
    inRest = codePoints(restTables);
  });

  it("are the npm package's Geist, weights 400-900, split with every character kept once", () => {
    expect(weightAxis(npmTables)).toEqual({ min: 100, max: 900 });
    for (const part of [coreTables, restTables]) {
      expect(weightAxis(part)).toEqual({ min: 400, max: 900 });
      // After an update of @fontsource-variable/geist, `npm run font` writes the files again.
      expect(version(part)).toBe(version(npmTables));
    }
    expect([...inCore].filter((code) => inRest.has(code))).toEqual([]);
    expect([...inCore, ...inRest].sort((a, b) => a - b)).toEqual(
      [...codePoints(npmTables)].sort((a, b) => a - b),
    );
  });

  it("keep the preloaded part small enough for a new connection's first round trip", () => {
    expect(statSync(core).size).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY);
    expect(fontsModule).toContain('src: "../app/fonts/geist-core-400-900.woff2"');
  });

  it("are loaded the same way by the editor's own font module", () => {
    // Only the path differs: both name app/fonts' core part, from their own folders.
    const options = (source: string) => source.slice(source.indexOf("export const"));
    expect(options(editorFontModule)).toBe(
      options(fontsModule).replace('"../app/fonts/', '"../fonts/'),
    );
  });

  it("declare the rest as a family between the preloaded one and its fallback", () => {
    // next/font names the family after the export in lib/fonts.ts, and its fallback after that.
    const family = fontsModule.match(/export const (\w+) = localFont\(/)?.[1];
    expect(family).toBe("geistSans");
    const face = globalCss.match(/@font-face\s*{([^}]*)}/)?.[1] ?? "";
    expect(face).toContain("font-family: geistRest;");
    expect(face).toContain('src: url("./fonts/geist-rest-400-900.woff2") format("woff2");');
    expect(face).toContain("font-weight: 400 900;");
    const declared = face
      .match(/unicode-range:([^;]*);/)?.[1]
      ?.replace(/\s+/g, " ")
      .trim();
    expect(declared).toBe(unicodeRange(inRest));
    expect(globalCss).toContain(`--font-sans: ${family}, geistRest, "${family} Fallback", `);
  });

  it("have every character of the site's source in the preloaded part", () => {
    expect(inCore.has("A".codePointAt(0)!)).toBe(true);
    expect(inCore.has("é".codePointAt(0)!)).toBe(false);
    expect(sources.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining([
        "app/(site)/layout.tsx",
        "components/ui/icon.tsx",
        "content/home.ts",
      ]),
    );
    const outside = sources.flatMap((file) =>
      [...readFileSync(file, "utf8")]
        .filter((char) => char >= " " && !inCore.has(char.codePointAt(0)!))
        .map((char) => `${relative(root, file)}: ${char}`),
    );
    expect(outside).toEqual([]);
  });

  it("keep kerning and ligatures in the preloaded part, and the site asks for no other feature", () => {
    expect(layoutFeatures(coreTables, "GPOS")).toEqual(["kern"]);
    expect(layoutFeatures(coreTables, "GSUB")).toEqual(["liga"]);
    const asks =
      /font-feature-settings|font-variant|\b(tabular|oldstyle|lining|proportional)-nums\b|\b(diagonal|stacked)-fractions\b|\bordinal\b|\bslashed-zero\b/;
    expect(sources.filter((file) => asks.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("declares the weights the file has, and the site asks for none outside them", () => {
    const declared = fontsModule.match(/weight: "(\d+) (\d+)"/);
    const axis = weightAxis(coreTables);
    expect(declared?.slice(1).map(Number)).toEqual([axis.min, axis.max]);

    // Body text is 400 without a class; the rest come from utilities (named or arbitrary) and CSS.
    const used = new Set<number>([400]);
    for (const file of sources) {
      const source = readFileSync(file, "utf8");
      for (const [, name] of source.matchAll(/\bfont-(\w+)\b/g)) {
        if (name! in WEIGHTS) used.add(WEIGHTS[name!]!);
      }
      for (const [, utility, css] of source.matchAll(/\bfont-\[(\d+)\]|font-weight:\s*(\d+)/g)) {
        used.add(Number(utility ?? css));
      }
    }
    expect(used).toContain(900);
    expect([...used].filter((weight) => weight < axis.min || weight > axis.max)).toEqual([]);
  });
});
