/**
 * What Postgres makes of a JSON value stored as jsonb, so a body's size and the order in which
 * its problems are found agree with public.rich_text_problem.
 */

/** A plain JSON object (not an array, not null), as JSON.parse makes them. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An object's own keys that JSON would keep (an undefined value is left out of JSON). */
function presentKeys(object: JsonObject): string[] {
  return Object.keys(object).filter((key) => object[key] !== undefined);
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      // A pair makes one four-byte character; a lone half never reaches here (see below).
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** jsonb orders keys by their length in bytes, then byte by byte (which is code point order). */
function compareKeys(a: string, b: string): number {
  const lengths = utf8Length(a) - utf8Length(b);
  if (lengths !== 0) return lengths;
  const pointsA = Array.from(a);
  const pointsB = Array.from(b);
  for (let i = 0; i < pointsA.length; i += 1) {
    const diff = (pointsA[i]!.codePointAt(0) ?? 0) - (pointsB[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** An object's keys in the order jsonb keeps them (and jsonb_each walks them). */
export function jsonbKeys(object: JsonObject): string[] {
  return presentKeys(object).sort(compareKeys);
}

/**
 * A number as Postgres prints the numeric it parsed from JSON.stringify's text: never with an
 * exponent ("1e+21" is printed as 1000000000000000000000, "1.5e-7" as 0.00000015).
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return "null";
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = "", exponentText] = match;
  const digits = whole! + fraction;
  const point = whole!.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The length in UTF-8 bytes of the value's jsonb text (`doc::text`: ", " between items and
 * ": " after keys). Walks with a stack, not recursion, so no nesting depth can overflow it.
 * JSON.stringify escapes strings as Postgres prints them, lone surrogate halves included (which
 * Postgres refuses to store at all).
 */
export function jsonbTextBytes(value: unknown): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") bytes += utf8Length(JSON.stringify(item));
    else if (typeof item === "number") bytes += numberText(item).length;
    else if (typeof item === "boolean") bytes += item ? 4 : 5;
    else if (Array.isArray(item)) {
      bytes += 2 + Math.max(0, item.length - 1) * 2;
      // An array's holes and undefined items are written as null, as JSON.stringify does.
      for (let i = 0; i < item.length; i += 1) pending.push(item[i] === undefined ? null : item[i]);
    } else if (isJsonObject(item)) {
      const keys = presentKeys(item);
      bytes += 2 + Math.max(0, keys.length - 1) * 2;
      for (const key of keys) {
        bytes += utf8Length(JSON.stringify(key)) + 2;
        pending.push(item[key]);
      }
    } else bytes += 4;
  }
  return bytes;
}
