import {
  KEY_ALIASES,
  siteTextSections,
  type SiteTextPage,
  type SiteTextPageId,
} from "@/content/site-text";
import { fieldLabel } from "./field-label";
import { textLeaves } from "./tree";

/**
 * Every text editors can change: each string of the content modules in `siteTextSections`,
 * keyed `<prefix>.<field path>` by the rule in tree.ts. Each key's default is the content
 * module's value, so a missing or unreachable table leaves every page complete and unchanged.
 */
export interface SiteTextEntry {
  key: string;
  default: string;
  /** The editor's page this text belongs to. */
  page: SiteTextPageId;
  /** The text's path within its page, e.g. `benefits.0.title`. */
  field: string;
  /** Where the text shows, for editors. */
  location: string;
  /** Values are always rendered as text, never as HTML; multiline keeps line breaks. */
  multiline: boolean;
}

export function siteTextKey(path: string): string {
  return KEY_ALIASES[path] ?? path;
}

/** Texts long enough to edit in a text area rather than a one-line field. */
const MULTILINE_FROM = 80;

export const siteTextPages: readonly SiteTextPage[] = [
  ...new Map(siteTextSections.map((section) => [section.page.id, section.page])).values(),
];

export const siteTextCatalogue: readonly SiteTextEntry[] = siteTextSections.flatMap((section) =>
  textLeaves(section.prefix, section.content).map(({ key, value }) => {
    const { root } = section.page;
    const field = root && key.startsWith(`${root}.`) ? key.slice(root.length + 1) : key;
    return {
      key: siteTextKey(key),
      default: value,
      page: section.page.id,
      field,
      location: `${section.page.label}: ${field}`,
      multiline: value.length > MULTILINE_FROM,
    };
  }),
);

export const siteTextByKey: ReadonlyMap<string, SiteTextEntry> = new Map(
  siteTextCatalogue.map((entry) => [entry.key, entry]),
);

const pageLabels = new Map(siteTextPages.map((page) => [page.id, page.label]));

/** Where a text shows, for people: "Home: Hero › Title". */
export function textLabel(entry: SiteTextEntry): string {
  return `${pageLabels.get(entry.page) ?? entry.page}: ${fieldLabel(entry.field)}`;
}
