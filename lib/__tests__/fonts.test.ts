/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";

const root = process.cwd();
const shipped = join(root, "app/fonts/geist-latin-400-900.woff2");
const fromNpm = join(
  root,
  "node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
);

// The WOFF2 table tags in the order the format numbers them (only the first 63 are known).
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .match(/.{4}(?: |$)/g)!
    .map((tag) => tag.slice(0, 4));

/** The font's tables by tag, as stored in a WOFF2 file (glyf/loca stay transformed). */
function woff2Tables(file: string): Map<string, Buffer> {
  const font = readFileSync(file);
  expect(font.toString("latin1", 0, 4)).toBe("wOF2");
  const count = font.readUInt16BE(12);
  const compressedSize = font.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = font[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = font[at++]!;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = font.toString("latin1", at, at + 4);
      at += 4;
    }
    const length = base128();
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    entries.push({ tag: tag!, length: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

function weightAxis(tables: Map<string, Buffer>) {
  const fvar = tables.get("fvar")!;
  const axesAt = fvar.readUInt16BE(4);
  expect(fvar.toString("latin1", axesAt, axesAt + 4)).toBe("wght");
  return { min: fvar.readInt32BE(axesAt + 4) / 65536, max: fvar.readInt32BE(axesAt + 12) / 65536 };
}

/** Name 5, the font's version, from its Windows (UTF-16BE) record. */
function version(tables: Map<string, Buffer>) {
  const name = tables.get("name")!;
  const stringsAt = name.readUInt16BE(4);
  for (let record = 6; record < 6 + name.readUInt16BE(2) * 12; record += 12) {
    if (name.readUInt16BE(record) === 3 && name.readUInt16BE(record + 6) === 5) {
      const start = stringsAt + name.readUInt16BE(record + 10);
      const bytes = Buffer.from(name.subarray(start, start + name.readUInt16BE(record + 8)));
      return bytes.swap16().toString("utf16le");
    }
  }
  throw new Error("the font has no version name");
}

const glyphCount = (tables: Map<string, Buffer>) => tables.get("maxp")!.readUInt16BE(4);

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

describe("the web font file", () => {
  let shippedTables: Map<string, Buffer>;
  let npmTables: Map<string, Buffer>;
  beforeAll(() => {
    shippedTables = woff2Tables(shipped);
    npmTables = woff2Tables(fromNpm);
  });

  it("is the npm package's Geist with its weight axis cut to 400-900 and every glyph kept", () => {
    expect(weightAxis(npmTables)).toEqual({ min: 100, max: 900 });
    expect(weightAxis(shippedTables)).toEqual({ min: 400, max: 900 });
    // After an update of @fontsource-variable/geist, `npm run font` writes the file again.
    expect(version(shippedTables)).toBe(version(npmTables));
    expect(glyphCount(shippedTables)).toBe(glyphCount(npmTables));
    expect(readFileSync(shipped).length).toBeLessThan(readFileSync(fromNpm).length * 0.8);
  });

  it("declares the weights the file has, and the site asks for none outside them", () => {
    const declared = readFileSync(join(root, "lib/fonts.ts"), "utf8").match(
      /weight: "(\d+) (\d+)"/,
    );
    const axis = weightAxis(shippedTables);
    expect(declared?.slice(1).map(Number)).toEqual([axis.min, axis.max]);

    // Body text is 400 without a class; the rest come from utilities (named or arbitrary) and CSS.
    const used = new Set<number>([400]);
    for (const dir of ["app", "components"]) {
      for (const file of readdirSync(join(root, dir), { recursive: true }) as string[]) {
        if (!/\.(tsx?|css)$/.test(file) || file.includes("__tests__")) continue;
        const source = readFileSync(join(root, dir, file), "utf8");
        for (const [, name] of source.matchAll(/\bfont-(\w+)\b/g)) {
          if (name! in WEIGHTS) used.add(WEIGHTS[name!]!);
        }
        for (const [, utility, css] of source.matchAll(/\bfont-\[(\d+)\]|font-weight:\s*(\d+)/g)) {
          used.add(Number(utility ?? css));
        }
      }
    }
    expect(used).toContain(900);
    expect([...used].filter((weight) => weight < axis.min || weight > axis.max)).toEqual([]);
  });
});
