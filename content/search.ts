/** How one kind of result is named: on a result ("Service") and on its filter ("Services"). */
export interface SearchKindWords {
  one: string;
  many: string;
}

/**
 * The words of the site search: /search, the form on the 404 page reuses its field, and the page
 * a visitor gets after too many searches in a minute.
 */
export const searchPage = {
  metaTitle: "Search",
  /** The browser tab's title once there is a query. */
  metaTitleFor: (query: string) => `Search: ${query}`,
  title: "Search",
  intro: "Find our services, industries, insights, leaders and offices.",
  form: {
    label: "Search the site",
    button: "Search",
  },
  /** How each kind of result is named; a kind not listed here is named by `otherKind`. */
  kinds: {
    services: { one: "Service", many: "Services" },
    industries: { one: "Industry", many: "Industries" },
    posts: { one: "Insight", many: "Insights" },
    leaders: { one: "Leader", many: "Leadership" },
    offices: { one: "Office", many: "Offices" },
    pages: { one: "Page", many: "Pages" },
  } as Readonly<Record<string, SearchKindWords>>,
  otherKind: { one: "Page", many: "Other pages" } satisfies SearchKindWords,
  /** Around a query where the page quotes it. */
  quote: { open: "“", close: "”" },
  results: {
    /** The results' heading; the query follows it, set apart. */
    heading: "Results for",
    label: "Search results",
    count: (range: { from: number; to: number; total: number }, kind?: string) => {
      const found =
        range.total === 1
          ? "1 result"
          : range.from === 1 && range.to === range.total
            ? `${range.total} results`
            : `Results ${range.from} to ${range.to} of ${range.total}`;
      return kind ? `${found} in ${kind}.` : `${found}.`;
    },
    filters: "Narrow the results",
    all: "All",
    /** A filter's link: the kind and how many it finds. */
    filter: (label: string, count: number) => `${label} (${count})`,
  },
  /** When the query found nothing and the closest words the site uses did. */
  correction: {
    showing: "Showing results for",
    because:
      "Nothing matched your search exactly, so these results are for the closest words on this site.",
  },
  cut: (max: number) =>
    `Your search was longer than ${max} characters, so only its first ${max} were searched.`,
  nothing: {
    /** The query follows, set apart. */
    title: "Nothing found for",
    hint: "Try fewer or more general words, check the spelling, or start from one of these pages.",
    inKind: "Nothing of this kind matches your search.",
    allResults: "See all the results",
    pastEnd: "There are no more results.",
    firstPage: "Go to the first page of results",
  },
  empty: {
    title: "What are you looking for?",
    text: "Type a service, a technology or an industry above, or start from one of these pages.",
  },
  unavailable: {
    title: "Search is not available right now",
    text: "Please try again in a few minutes, or start from one of these pages.",
    retry: "Try the search again",
  },
  suggestions: {
    practices: "Our practices",
    services: "Popular services",
  },
  pagination: {
    label: "Result pages",
    previous: "Previous page",
    next: "Next page",
    page: (page: number) => `Page ${page}`,
  },
  /** The page answered, instead of the results, to an address searching too often. */
  tooMany: {
    title: "Too many searches",
    text: (seconds: number) =>
      `You have searched many times in the last minute. Please wait ${
        seconds === 1 ? "1 second" : `${seconds} seconds`
      }, then try again.`,
    retry: "Try the search again",
    home: "Go to the home page",
  },
} as const;
