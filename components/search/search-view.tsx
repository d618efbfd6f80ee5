import type { ReactNode } from "react";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { searchPage } from "@/content/search";
import { kindWords, orderedCounts } from "@/lib/search/kinds";
import { searchHref } from "@/lib/search/links";
import { pageCount, resultRange } from "@/lib/search/pages";
import { MAX_QUERY_LENGTH } from "@/lib/search/query";
import type { SearchResult } from "@/lib/search/search-result";
import type { SearchSuggestions as Suggestions } from "@/lib/search/suggestions";
import { KindFilters } from "./kind-filters";
import { SearchForm } from "./search-form";
import { SearchHits } from "./search-hits";
import { SearchPagination } from "./search-pagination";
import { SearchSuggestions } from "./search-suggestions";

const t = searchPage;

/** What the search came to: no query yet, no answer from the backend, or its results. */
export type SearchOutcome =
  { status: "empty" } | { status: "unavailable" } | { status: "done"; result: SearchResult };

export interface SearchViewProps {
  /** The query as searched (cleaned, and cut to its first 200 characters). */
  query: string;
  /** Whether the visitor's query was longer and has been cut. */
  cut: boolean;
  kind: string | null;
  page: number;
  outcome: SearchOutcome;
  suggestions: Suggestions;
}

const HEADING_ID = "search-results-title";

const heading = "text-2xl font-bold tracking-tight text-foreground";
const textLink = "font-semibold text-accent hover:underline";

/** A visitor's words in a sentence: quoted, and kept apart from the text around them. */
function Quoted({ text }: { text: string }) {
  return (
    <>
      {t.quote.open}
      <bdi>{text}</bdi>
      {t.quote.close}
    </>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <h2 id={HEADING_ID} className={heading}>
      {children}
    </h2>
  );
}

function Results({ query, kind, page, result }: SearchViewProps & { result: SearchResult }) {
  const counts = orderedCounts(result.counts);
  const pages = pageCount(result.total, result.pageSize);
  const kindName = kind ? kindWords(kind).many : undefined;
  // A kind narrowed to but found nothing of still gets its filter, marked, so the page says where it is.
  const filters =
    kind && !counts.some((entry) => entry.kind === kind) ? [...counts, { kind, count: 0 }] : counts;
  return (
    <>
      <Title>
        {t.results.heading} <Quoted text={query} />
      </Title>
      {result.correctedQuery && (
        <div className="mt-3 text-muted">
          <p>
            {t.correction.showing}{" "}
            <strong className="text-foreground">
              <Quoted text={result.correctedQuery} />
            </strong>
          </p>
          <p className="mt-1 text-sm">{t.correction.because}</p>
        </div>
      )}
      <KindFilters query={query} kind={kind} counts={filters} />
      {result.hits.length > 0 ? (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="search-count">
            {t.results.count(
              resultRange(page, result.pageSize, result.hits.length, result.total),
              kindName,
            )}
          </p>
          <SearchHits hits={result.hits} />
          <SearchPagination query={query} kind={kind} page={page} pages={pages} />
        </>
      ) : result.total === 0 ? (
        <p className="mt-6 text-muted">
          {t.nothing.inKind}{" "}
          <a href={searchHref({ query })} className={textLink}>
            {t.nothing.allResults}
          </a>
        </p>
      ) : (
        <p className="mt-6 text-muted">
          {t.nothing.pastEnd}{" "}
          <a href={searchHref({ query, kind })} className={textLink}>
            {t.nothing.firstPage}
          </a>
        </p>
      )}
    </>
  );
}

function Body(props: SearchViewProps) {
  const { query, kind, page, outcome, suggestions } = props;
  if (outcome.status === "empty") {
    return (
      <>
        <Title>{t.empty.title}</Title>
        <p className="mt-3 text-muted">{t.empty.text}</p>
        <SearchSuggestions suggestions={suggestions} />
      </>
    );
  }
  if (outcome.status === "unavailable") {
    return (
      <>
        <Title>{t.unavailable.title}</Title>
        <p className="mt-3 text-muted">
          {t.unavailable.text}{" "}
          <a href={searchHref({ query, kind, page })} className={textLink}>
            {t.unavailable.retry}
          </a>
        </p>
        <SearchSuggestions suggestions={suggestions} />
      </>
    );
  }
  const { result } = outcome;
  if (Object.keys(result.counts).length === 0) {
    return (
      <>
        <Title>
          {t.nothing.title} <Quoted text={query} />
        </Title>
        <p className="mt-3 text-muted">{t.nothing.hint}</p>
        <SearchSuggestions suggestions={suggestions} />
      </>
    );
  }
  return <Results {...props} result={result} />;
}

/** The search page: the form, then the results, or what to do when there are none. */
export function SearchView(props: SearchViewProps) {
  return (
    <>
      <PageHero title={t.title} subtitle={t.intro}>
        <SearchForm
          id="search-query"
          label={t.form.label}
          button={t.form.button}
          query={props.query}
          className="w-full max-w-2xl text-left"
        />
      </PageHero>
      <section aria-labelledby={HEADING_ID} className={`${PAGE_COLUMN} pb-20 sm:pb-28`}>
        <div className="mx-auto max-w-3xl">
          {props.cut && (
            <p className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
              {t.cut(MAX_QUERY_LENGTH)}
            </p>
          )}
          <Body {...props} />
        </div>
      </section>
    </>
  );
}
