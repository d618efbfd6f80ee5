/**
 * Which widths of a library image a page offers. next/image lists every configured width in
 * each srcset (eleven, each a full Storage address): a 64 px portrait offered up to 2,500 px
 * and a card twice over in the page's HTML and its payload came to a fifth of a post page's
 * bytes. The browser only ever needs the widths between the image's smallest and largest drawn
 * size, at up to twice the pixels, and never more than the file itself has.
 */

/** Screens draw at up to this many device pixels per CSS pixel, as far as a srcset need cover. */
const MAX_DENSITY = 2;
/** Widths closer than this to the one kept before them add bytes for little visible gain. */
const MIN_STEP = 1.3;
const REM_PX = 16;

interface SizesEntry {
  /** The viewport width from which the entry applies (0 for the last, unconditional one). */
  from: number;
  /** How wide the image is drawn: pixels plus a share of the viewport's width. */
  px: number;
  vw: number;
}

function parseLength(text: string): { px: number; vw: number } | null {
  const value = text.trim();
  const single = /^(\d+(?:\.\d+)?)(px|vw|rem)$/.exec(value);
  if (single) {
    const amount = Number(single[1]);
    if (single[2] === "vw") return { px: 0, vw: amount };
    return { px: single[2] === "rem" ? amount * REM_PX : amount, vw: 0 };
  }
  // calc(A vw - B rem): drawn no wider than its viewport share, so the subtraction is ignored.
  const calc = /^calc\((\d+(?:\.\d+)?)vw\s*-\s*\d+(?:\.\d+)?(?:px|rem)\)$/.exec(value);
  return calc ? { px: 0, vw: Number(calc[1]) } : null;
}

function parseSizes(sizes: string): SizesEntry[] | null {
  const entries: SizesEntry[] = [];
  for (const part of sizes.split(/,(?![^(]*\))/)) {
    const condition = /^\s*\(min-width:\s*(\d+)px\)\s*(.+)$/.exec(part);
    const length = parseLength(condition ? condition[2]! : part);
    if (!length) return null;
    entries.push({ from: condition ? Number(condition[1]) : 0, ...length });
  }
  return entries;
}

/**
 * The widest an image with this `sizes` is ever drawn, in CSS pixels, or null when that has no
 * bound (a share of the viewport on the widest screens) or the `sizes` is not one read here.
 */
export function largestDrawnWidth(sizes: string): number | null {
  const entries = parseSizes(sizes);
  if (!entries) return null;
  let largest = 0;
  // An entry applies from its own width up to the narrowest width of any entry before it.
  let upTo = Infinity;
  for (const entry of entries) {
    const drawn = entry.vw === 0 ? entry.px : (entry.vw / 100) * upTo + entry.px;
    if (!Number.isFinite(drawn)) return null;
    largest = Math.max(largest, drawn);
    upTo = Math.min(upTo, entry.from);
  }
  return largest;
}

/**
 * The srcset kept from next/image's: the widths up to the largest the page can use (the drawn
 * width at twice the pixels, at most the file's own), one more above it when the file has more,
 * and only widths at least 30% apart. Its widest entry is the fallback `src`.
 */
export function trimSrcSet(
  srcSet: string,
  { sizes, fileWidth }: { sizes: string; fileWidth: number },
): { srcSet: string; src: string } | null {
  const candidates = srcSet
    .split(", ")
    .map((entry) => /^(\S+) (\d+)w$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }))
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return null;
  const drawn = largestDrawnWidth(sizes);
  const needed = Math.min(drawn === null ? Infinity : drawn * MAX_DENSITY, fileWidth);
  const upTo = candidates.findIndex((candidate) => candidate.width >= needed);
  // The first width at or above what is needed covers it; when the file is the limit, a width
  // past it would only be the same file again.
  const within =
    upTo === -1
      ? candidates
      : candidates.slice(
          0,
          needed < fileWidth || candidates[upTo]!.width === needed ? upTo + 1 : upTo,
        );
  const kept: typeof candidates = [];
  for (const candidate of within.length > 0 ? within : candidates.slice(0, 1)) {
    const last = kept.at(-1);
    if (!last || candidate.width >= last.width * MIN_STEP) kept.push(candidate);
    // The widest always stays: it is what the largest drawing needs.
    else if (candidate === within.at(-1)) kept[kept.length - 1] = candidate;
  }
  return {
    srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(", "),
    src: kept.at(-1)!.url,
  };
}
