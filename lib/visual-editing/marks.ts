import type { BlockTextPlace } from "@/lib/blocks/block-texts";

/**
 * Invisible marks that tie a rendered string to what an editor can change, so the page can be
 * edited in place without any component knowing. In preview only, each editable string carries
 * its reference (e.g. `text:home.hero.title`) as zero-width characters after its words; the
 * preview's editing layer reads the marks from the page, remembers which element showed which
 * reference, and takes the marks out again. Visitors' pages never carry them.
 */

/** Opens and closes a mark: invisible operators no text of the site uses. */
const OPEN = "\u2062";
const CLOSE = "\u2063";
/**
 * Base-4 digits, four per character of the reference after `encodeURIComponent` (so every
 * character is ASCII, whatever the key), most significant first.
 */
const DIGITS = ["\u200b", "\u200c", "\u200d", "\u2060"] as const;

const MARK = /\u2062([\u200b\u200c\u200d\u2060]*)\u2063/g;

/** What a mark names: a site text by its key, or one text field of a collection's item. */
export type EditRef = `text:${string}` | `item:${string}`;

export type ParsedRef =
  | { kind: "text"; key: string }
  | { kind: "item"; collection: string; id: string; field: string; part?: BlockTextPlace };

/** The reference of a site text. */
export function textRef(key: string): EditRef {
  return `text:${key}`;
}

/** The reference of an item's text field. */
export function itemRef(collection: string, id: string, field: string): EditRef {
  return `item:${collection}:${id}:${field}`;
}

/** The reference of one text of a built page's block (its layout field, at `part`). */
export function blockTextRef(pageId: string, { block, path }: BlockTextPlace): EditRef {
  return `${itemRef("pages", pageId, "layout")}:${block}:${path}`;
}

/** What a reference names, or null for one this site does not make. */
export function parseRef(ref: string): ParsedRef | null {
  if (ref.startsWith("text:")) return { kind: "text", key: ref.slice("text:".length) };
  const item =
    /^item:([a-z_]+):([0-9a-f-]{36}):([a-z_]+)(?::([A-Za-z0-9_-]{1,64}):([a-z]+(?:\.[0-9]+\.[a-z]+|\.[a-z]+)?))?$/.exec(
      ref,
    );
  if (!item) return null;
  const parsed = { kind: "item", collection: item[1]!, id: item[2]!, field: item[3]! } as const;
  return item[4] ? { ...parsed, part: { block: item[4], path: item[5]! } } : parsed;
}

/** The site-text key a reference names, or null for any other kind. */
export function refKey(ref: string): string | null {
  const parsed = parseRef(ref);
  return parsed?.kind === "text" ? parsed.key : null;
}

function encode(ref: string): string {
  let digits = "";
  for (const char of encodeURIComponent(ref)) {
    const code = char.charCodeAt(0);
    for (let shift = 6; shift >= 0; shift -= 2) digits += DIGITS[(code >> shift) & 3];
  }
  return OPEN + digits + CLOSE;
}

function decode(digits: string): string | null {
  if (digits.length % 4 !== 0) return null;
  let escaped = "";
  for (let i = 0; i < digits.length; i += 4) {
    let code = 0;
    for (let j = i; j < i + 4; j += 1) {
      code = (code << 2) | DIGITS.indexOf(digits[j] as (typeof DIGITS)[number]);
    }
    escaped += String.fromCharCode(code);
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

/** `value` carrying `ref`, invisibly. */
export function markText(value: string, ref: EditRef): string {
  return value + encode(ref);
}

/** Whether `text` carries any mark (cheap: no decoding). */
export function hasMarks(text: string): boolean {
  return text.includes(OPEN);
}

/** The references `text` carries, in order, and the text without them. */
export function readMarks(text: string): { text: string; refs: string[] } {
  const refs: string[] = [];
  const clean = text.replace(MARK, (_, digits: string) => {
    const ref = decode(digits);
    if (ref !== null) refs.push(ref);
    return "";
  });
  return { text: clean, refs };
}

/**
 * `text` without any mark or stray mark character: what may be stored. Words copied from a
 * preview could otherwise carry a key into the database and onto visitors' pages.
 */
export function withoutMarks(text: string): string {
  return readMarks(text).text.replace(/[\u2062\u2063]/g, "");
}
