import { withoutMarks } from "./snippet";

/** One thing the search found. */
export interface SearchHit {
  kind: string;
  title: string;
  /** Where the site shows it: a path on this site. */
  path: string;
  /** Its words around the matches, which are marked (lib/search/snippet.ts). */
  snippet: string;
}

/** A page of results, as public.search_site() returns it. */
export interface SearchResult {
  /** The query as searched. */
  query: string;
  /** The closest words the site uses, when the query itself found nothing and these did. */
  correctedQuery: string | null;
  kind: string | null;
  page: number;
  pageSize: number;
  /** How many are found of the kind asked for, or of every kind. */
  total: number;
  /** How many are found of each kind. */
  counts: Record<string, number>;
  hits: SearchHit[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

// A path on this site; "//host" and "/\host" would take a browser to another site.
const SITE_PATH = /^\/(?![/\\])/;

function readHit(value: unknown): SearchHit | null {
  if (!isObject(value)) return null;
  const { kind, title, path, snippet } = value;
  if (typeof kind !== "string" || typeof title !== "string" || typeof path !== "string") {
    return null;
  }
  if (!SITE_PATH.test(path)) return null;
  return {
    kind,
    title: withoutMarks(title),
    path,
    snippet: typeof snippet === "string" ? snippet : "",
  };
}

/**
 * The database's answer as the page uses it, or null when it is not the shape the search
 * returns (the page then says the search is unavailable rather than showing a wrong page).
 */
export function readSearchResult(value: unknown): SearchResult | null {
  if (!isObject(value)) return null;
  const { query, corrected_query, kind, page, page_size, total, counts, hits } = value;
  if (typeof query !== "string" || !isCount(total) || !isCount(page) || !isCount(page_size)) {
    return null;
  }
  if (!isObject(counts) || !Array.isArray(hits)) return null;
  return {
    query,
    correctedQuery: typeof corrected_query === "string" ? corrected_query : null,
    kind: typeof kind === "string" ? kind : null,
    page: Math.max(page, 1),
    pageSize: Math.max(page_size, 1),
    total,
    counts: Object.fromEntries(
      Object.entries(counts).filter((entry): entry is [string, number] => isCount(entry[1])),
    ),
    hits: hits.map(readHit).filter((hit): hit is SearchHit => hit !== null),
  };
}
