/**
 * How long a page's title and description should be to show whole in search results, in one
 * place for the forms' counts, their previews and the SEO room. Search engines cut by width in
 * pixels, not by characters, so these are the usual stand-ins: Google shows about 50–60
 * characters of a title and 120–160 of a description before it cuts. Shorter ones are not
 * wrong, only unused room.
 */
export const TITLE_GUIDANCE = { min: 50, max: 60 } as const;
export const DESCRIPTION_GUIDANCE = { min: 120, max: 160 } as const;

export type Guidance = typeof TITLE_GUIDANCE | typeof DESCRIPTION_GUIDANCE;

/** How a text's length sits against its guidance. */
export type LengthVerdict = "missing" | "short" | "good" | "long";

/** The length a search engine counts: the text's characters with its outer spaces dropped. */
export function searchLength(text: string): number {
  return [...text.trim()].length;
}

export function lengthVerdict(text: string, guidance: Guidance): LengthVerdict {
  const length = searchLength(text);
  if (length === 0) return "missing";
  if (length < guidance.min) return "short";
  return length > guidance.max ? "long" : "good";
}
