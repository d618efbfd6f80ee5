import { richTextProblems as problems } from "@/content/rich-text";
import { linkProblem } from "./links";
import { quoted } from "./problem-words";

/*
 * What each attribute's value may be. public.rich_text_problem checks the same, in the same
 * words (supabase/migrations/20261201000000_rich_text.sql).
 */

export const MEDIA_ID_PATTERN = /^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;
const LANGUAGE_PATTERN = /^[A-Za-z0-9_+#.-]{0,40}$/;
const LIST_STYLES = new Set(["1", "a", "A", "i", "I"]);
/** A character a reader can see: not a space, a control or an invisible format character. */
const VISIBLE =
  /[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;
export const MAX_IMAGE_TEXT = 300;

/** Length in characters as Postgres counts them (code points). */
export function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) i += 1;
    count += 1;
  }
  return count;
}

function wholeNumber(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

function validColumnWidths(value: unknown): boolean {
  return (
    value === null ||
    (Array.isArray(value) &&
      value.length <= 100 &&
      value.every((width) => wholeNumber(width, 0, 10_000)))
  );
}

export function validMediaId(value: unknown): value is string {
  return typeof value === "string" && MEDIA_ID_PATTERN.test(value);
}

export function imageAltProblem(value: unknown): string | null {
  if (typeof value !== "string" || !VISIBLE.test(value)) return problems.imageAlt;
  return codePoints(value) > MAX_IMAGE_TEXT ? problems.imageAltLength : null;
}

function captionProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string") return problems.attrInvalid(quoted("image"), quoted("caption"));
  return codePoints(value) > MAX_IMAGE_TEXT ? problems.imageCaptionLength : null;
}

/** Why a node's attribute (one its type allows) has a value the body may not hold. */
export function nodeAttrProblem(type: string, attr: string, value: unknown): string | null {
  const invalid = problems.attrInvalid(quoted(type), quoted(attr));
  switch (`${type}.${attr}`) {
    case "heading.level":
      return value === 2 || value === 3 || value === 4 ? null : problems.headingLevel;
    case "orderedList.start":
      return wholeNumber(value, 0, 100_000) ? null : invalid;
    case "orderedList.type":
      return value === null || (typeof value === "string" && LIST_STYLES.has(value))
        ? null
        : invalid;
    case "codeBlock.language":
      return value === null || (typeof value === "string" && LANGUAGE_PATTERN.test(value))
        ? null
        : invalid;
    case "image.mediaId":
      return validMediaId(value) ? null : problems.imageMedia;
    case "image.alt":
      return imageAltProblem(value);
    case "image.caption":
      return captionProblem(value);
    case "tableCell.colspan":
    case "tableCell.rowspan":
    case "tableHeader.colspan":
    case "tableHeader.rowspan":
      return wholeNumber(value, 1, 1_000) ? null : invalid;
    case "tableCell.colwidth":
    case "tableHeader.colwidth":
      return validColumnWidths(value) ? null : invalid;
    default:
      return invalid;
  }
}

/** Why a node lacks an attribute it must have; checked after the attributes it has. */
export function missingAttrProblem(type: string, has: (attr: string) => boolean): string | null {
  if (type === "heading" && !has("level")) return problems.headingLevel;
  if (type === "image" && !has("mediaId")) return problems.imageMedia;
  if (type === "image" && !has("alt")) return problems.imageAlt;
  return null;
}

/** Why a link mark's attribute (one links allow) has a value the body may not hold. */
export function linkAttrProblem(attr: string, value: unknown): string | null {
  if (attr === "href")
    return typeof value === "string" ? linkProblem(value) : problems.linkNoAddress;
  const fine =
    attr === "rel"
      ? value === null || (typeof value === "string" && codePoints(value) <= 100)
      : value === null;
  return fine ? null : problems.markAttrInvalid(quoted("link"), quoted(attr));
}
