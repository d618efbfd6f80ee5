/** A blank in a text: a name in braces, such as `{count}`. */
const BLANK = /\{([a-z]\w*)\}/gi;

/**
 * A text with named blanks filled in: how a site text that includes a figure or a name stays one
 * string an editor can rewrite ("All {count} in {subcategory}"). A blank with no value, or one an
 * editor misspelt, is left as written, so the mistake shows instead of vanishing.
 */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(BLANK, (blank, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : blank,
  );
}

/** The blanks a text has, each once, in the order they first appear. */
export function blanksIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(BLANK), (match) => match[0]))];
}
