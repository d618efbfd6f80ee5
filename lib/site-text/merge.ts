import { siteTextByKey, siteTextCatalogue } from "./catalogue";

export interface SiteTextRow {
  content_key: string;
  content_value: string;
}

/** The site's editable text: the catalogue's defaults with the stored values laid over them. */
export type SiteText = ReadonlyMap<string, string>;

/** Unknown keys are ignored, so stray rows can never reach a page. */
export function mergeSiteText(rows: readonly SiteTextRow[]): SiteText {
  const text = new Map(siteTextCatalogue.map((entry) => [entry.key, entry.default]));
  for (const row of rows) {
    if (siteTextByKey.has(row.content_key)) text.set(row.content_key, row.content_value);
  }
  return text;
}

/** A key's current text; a key missing from the catalogue is a programming error. */
export function siteTextValue(text: SiteText, key: string): string {
  const value = text.get(key);
  if (value === undefined) throw new Error(`"${key}" is not in the site-text catalogue`);
  return value;
}
