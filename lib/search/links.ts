/** Where the site search is, and the addresses of its pages. */
export const SEARCH_PATH = "/search";

export interface SearchAddress {
  query: string;
  /** One kind of result only; none for every kind. */
  kind?: string | null;
  /** The page of results; the first when absent. */
  page?: number;
}

/**
 * The address of a page of results, as the search form writes it (?q=…), with the kind and
 * page only when they differ from the defaults, so each page of results has one address.
 */
export function searchHref({ query, kind, page = 1 }: SearchAddress): string {
  const params = new URLSearchParams();
  if (query !== "") params.set("q", query);
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search === "" ? SEARCH_PATH : `${SEARCH_PATH}?${search}`;
}
