/**
 * The search page's inputs as it receives them in the address (?q=…&kind=…&page=…), made into
 * what public.search_site() is called with. The database cleans a query it is given as this does
 * (private.search_clean), so a query cleaned here is searched as it is.
 */

/** What the search finds, by the table each kind is kept in; the order the page lists them in. */
export const SEARCH_KINDS = [
  "services",
  "industries",
  "posts",
  "pages",
  "leaders",
  "offices",
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query searched, in characters (code points, as Postgres counts them). */
export const MAX_QUERY_LENGTH = 200;

/** Pages past this one are not served: public.search_site() stops there too. */
export const MAX_PAGE = 500;

export interface SearchQuery {
  /** The query to search for; empty when there is none. */
  text: string;
  /** Whether the query was longer than MAX_QUERY_LENGTH and only its start is searched. */
  cut: boolean;
}

/** A parameter as Next gives it: absent, once, or repeated (the first counts). */
type SearchParam = string | readonly string[] | null | undefined;

function firstValue(raw: SearchParam): string {
  const value = typeof raw === "string" ? raw : raw?.[0];
  return typeof value === "string" ? value : "";
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one: half a
// character, which Postgres cannot store and the JSON of an RPC call cannot carry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Controls (C0, DEL, C1) separate words as a space would: the database reads them as one.
const CONTROL = /\p{Cc}/gu;
// Bidirectional embeddings, overrides and isolates, which would reorder the text around the query
// where the page shows it; and the two characters that mark matches in snippets.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\uE000\uE001]/g;
const WHITE_SPACE = /\s+/gu;

/** The visitor's query: trimmed, each run of white space one space, at most 200 characters. */
export function parseSearchQuery(raw: SearchParam): SearchQuery {
  const cleaned = firstValue(raw)
    .replace(LONE_SURROGATE, "")
    .replace(INVISIBLE, "")
    .replace(CONTROL, " ")
    .replace(WHITE_SPACE, " ")
    .trim();
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_QUERY_LENGTH) return { text: cleaned, cut: false };
  return { text: characters.slice(0, MAX_QUERY_LENGTH).join("").trim(), cut: true };
}

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === "string" && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** The kind asked for, or null for every kind (also when the address names none we know). */
export function parseSearchKind(raw: SearchParam): SearchKind | null {
  const value = firstValue(raw).trim();
  return isSearchKind(value) ? value : null;
}

/** The page asked for: a whole number from 1 to MAX_PAGE, else the first page. */
export function parseSearchPage(raw: SearchParam): number {
  const value = firstValue(raw).trim();
  if (!/^[0-9]{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
