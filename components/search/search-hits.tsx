import { searchPage } from "@/content/search";
import { kindWords } from "@/lib/search/kinds";
import type { SearchHit } from "@/lib/search/search-result";
import { SearchSnippet } from "./search-snippet";

/** A page of results, best first: each its kind, its title as a link, and its snippet. */
export function SearchHits({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol aria-label={searchPage.results.label} className="mt-6 divide-y divide-border">
      {/* Leaders share their page's path, and two items may share a title: the place is the key. */}
      {hits.map((hit, index) => (
        <li key={index} className="py-6">
          <article>
            <p className="text-xs font-semibold tracking-wider text-accent uppercase">
              {kindWords(hit.kind).one}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-foreground">
              <a href={hit.path} className="inline-block hover:text-accent hover:underline">
                {hit.title}
              </a>
            </h3>
            <SearchSnippet snippet={hit.snippet} className="mt-2 leading-7 text-muted" />
          </article>
        </li>
      ))}
    </ol>
  );
}
