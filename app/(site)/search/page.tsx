import type { Metadata } from "next";
import { after } from "next/server";
import { SearchView, type SearchOutcome } from "@/components/search/search-view";
import { searchPage } from "@/content/search";
import { parseKindParam } from "@/lib/search/kinds";
import { parseSearchPage, parseSearchQuery } from "@/lib/search/query";
import { recordSearch } from "@/lib/search/record-search";
import { searchSite } from "@/lib/search/search-site";
import { searchSuggestions } from "@/lib/search/suggestions";
import { loadSiteContent } from "@/lib/site-text/content";

// Every query is its own page: rendered per request, never prerendered or kept.
export const dynamic = "force-dynamic";

type Params = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Params> };

async function readAddress(searchParams: Promise<Params>) {
  const params = await searchParams;
  const { text, cut } = parseSearchQuery(params.q);
  return {
    query: text,
    cut,
    kind: parseKindParam(params.kind),
    page: parseSearchPage(params.page),
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = await readAddress(searchParams);
  return {
    title: query ? searchPage.metaTitleFor(query) : searchPage.metaTitle,
    // A page per query: nothing for search engines to keep.
    robots: { index: false },
  };
}

/** /search?q=…&kind=…&page=…: the site's own search (public.search_site). */
export default async function SearchPage({ searchParams }: Props) {
  const { query, cut, kind, page } = await readAddress(searchParams);
  const [{ serviceGroups, services }, result] = await Promise.all([
    loadSiteContent(),
    query ? searchSite(query, kind, page) : null,
  ]);
  const outcome: SearchOutcome = !query
    ? { status: "empty" }
    : result
      ? { status: "done", result }
      : { status: "unavailable" };
  // Counted once per search: not again for its other pages or kinds, and after the page is sent.
  if (result && page === 1 && kind === null) {
    after(() => recordSearch(query, result.total > 0));
  }
  return (
    <SearchView
      query={query}
      cut={cut}
      kind={kind}
      page={page}
      outcome={outcome}
      suggestions={searchSuggestions(serviceGroups, services)}
    />
  );
}
