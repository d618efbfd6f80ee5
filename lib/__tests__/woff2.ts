import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";

// The WOFF2 table tags in the order the format numbers them (only the first 63 are known).
const KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .match(/.{4}(?: |$)/g)!
    .map((tag) => tag.slice(0, 4));

export type FontTables = Map<string, Buffer>;

/** A font's tables by tag, as stored in a WOFF2 file (glyf/loca stay transformed). */
export function woff2Tables(file: string): FontTables {
  const font = readFileSync(file);
  if (font.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${file} is not WOFF2`);
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

export function weightAxis(tables: FontTables) {
  const fvar = tables.get("fvar")!;
  const axesAt = fvar.readUInt16BE(4);
  if (fvar.toString("latin1", axesAt, axesAt + 4) !== "wght") throw new Error("no weight axis");
  return { min: fvar.readInt32BE(axesAt + 4) / 65536, max: fvar.readInt32BE(axesAt + 12) / 65536 };
}

/** Name 5, the font's version, from its Windows (UTF-16BE) record. */
export function version(tables: FontTables) {
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

/** The code points the font maps to a glyph, from its Windows Unicode BMP (format 4) cmap. */
export function codePoints(tables: FontTables): Set<number> {
  const cmap = tables.get("cmap")!;
  let subtable: number | undefined;
  for (let record = 4; record < 4 + cmap.readUInt16BE(2) * 8; record += 8) {
    if (cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1) {
      subtable = cmap.readUInt32BE(record + 4);
    }
  }
  if (subtable === undefined || cmap.readUInt16BE(subtable) !== 4) {
    throw new Error("the font has no format 4 Windows Unicode cmap");
  }
  const segments = cmap.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const codes = new Set<number>();
  for (let i = 0; i < segments; i++) {
    const end = cmap.readUInt16BE(ends + i * 2);
    const start = cmap.readUInt16BE(starts + i * 2);
    const delta = cmap.readInt16BE(deltas + i * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + i * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      const glyph = rangeOffset
        ? cmap.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (code - start) * 2)
        : (code + delta) & 0xffff;
      if (glyph !== 0) codes.add(code);
    }
  }
  return codes;
}

/** The OpenType feature tags a layout table (GSUB or GPOS) lists, without repeats. */
export function layoutFeatures(tables: FontTables, tag: "GSUB" | "GPOS"): string[] {
  const table = tables.get(tag);
  if (!table) return [];
  const list = table.readUInt16BE(6);
  const tags = new Set<string>();
  for (let i = 0; i < table.readUInt16BE(list); i++) {
    tags.add(table.toString("latin1", list + 2 + i * 6, list + 6 + i * 6));
  }
  return [...tags].sort();
}

/** Code points as a CSS unicode-range value: "U+00A1-00A8, U+0102, …". */
export function unicodeRange(codes: Iterable<number>): string {
  const ranges: [number, number][] = [];
  for (const code of [...codes].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}
