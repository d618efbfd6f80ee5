import { render, screen, within } from "@testing-library/react";
import { searchPage } from "@/content/search";
import type { SearchResult } from "@/lib/search/search-result";
import { SearchView, type SearchViewProps } from "../search-view";

const suggestions = {
  practices: [{ label: "Semiconductors", href: "/services#semiconductors" }],
  services: [{ label: "Embedded Linux", href: "/services/embedded-linux" }],
};

function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    query: "embedded",
    correctedQuery: null,
    kind: null,
    page: 1,
    pageSize: 20,
    total: 3,
    counts: { services: 2, posts: 1 },
    hits: [
      {
        kind: "services",
        title: "Embedded Linux",
        path: "/services/embedded-linux",
        snippet: "\uE000Embedded\uE001 Linux ports",
      },
      { kind: "services", title: "Firmware", path: "/services/firmware", snippet: "" },
      { kind: "posts", title: "Boot time", path: "/insights/boot-time", snippet: "" },
    ],
    ...overrides,
  };
}

function view(props: Partial<SearchViewProps> = {}) {
  return render(
    <SearchView
      query="embedded"
      cut={false}
      kind={null}
      page={1}
      outcome={{ status: "done", result: result() }}
      suggestions={suggestions}
      {...props}
    />,
  );
}

describe("SearchView", () => {
  it("has a labelled search field that sends a plain GET to /search, holding the query", () => {
    view();
    const field = screen.getByRole("searchbox", { name: searchPage.form.label });
    expect(field).toHaveValue("embedded");
    expect(field).toHaveAttribute("name", "q");
    expect(field).not.toHaveFocus();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/search");
    expect(within(form).getByRole("button", { name: searchPage.form.button })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  it("lists each result with its kind, its title as a link and its marked snippet", () => {
    view();
    expect(screen.getByRole("heading", { level: 1, name: searchPage.title })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: searchPage.results.label });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Service")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: "Embedded Linux" })).toHaveAttribute(
      "href",
      "/services/embedded-linux",
    );
    expect(items[0]!.querySelector("mark")?.textContent).toBe("Embedded");
    expect(within(items[2]!).getByText("Insight")).toBeInTheDocument();
    expect(screen.getByTestId("search-count")).toHaveTextContent("3 results.");
  });

  it("narrows to one kind and back to all, marking the kind shown", () => {
    const services = result().hits.filter((hit) => hit.kind === "services");
    view({
      kind: "services",
      outcome: { status: "done", result: result({ total: 2, hits: services }) },
    });
    const filters = screen.getByRole("navigation", { name: searchPage.results.filters });
    const all = within(filters).getByRole("link", { name: "All (3)" });
    expect(all).toHaveAttribute("href", "/search?q=embedded");
    expect(all).not.toHaveAttribute("aria-current");
    const narrowed = within(filters).getByRole("link", { name: "Services (2)" });
    expect(narrowed).toHaveAttribute("href", "/search?q=embedded&kind=services");
    expect(narrowed).toHaveAttribute("aria-current", "page");
    expect(within(filters).getByRole("link", { name: "Insights (1)" })).toHaveAttribute(
      "href",
      "/search?q=embedded&kind=posts",
    );
    expect(screen.getByTestId("search-count")).toHaveTextContent("2 results in Services.");
  });

  it("names a kind it does not know with the general words", () => {
    view({
      outcome: {
        status: "done",
        result: result({
          total: 1,
          counts: { events: 1 },
          hits: [{ kind: "events", title: "Careers", path: "/careers", snippet: "" }],
        }),
      },
    });
    const filters = screen.getByRole("navigation", { name: searchPage.results.filters });
    expect(
      within(filters).getByRole("link", { name: `${searchPage.otherKind.many} (1)` }),
    ).toHaveAttribute("href", "/search?q=embedded&kind=events");
    const list = screen.getByRole("list", { name: searchPage.results.label });
    expect(within(list).getByText(searchPage.otherKind.one)).toBeInTheDocument();
  });

  it("numbers the pages, keeping the query and the kind", () => {
    view({
      page: 2,
      kind: "posts",
      outcome: { status: "done", result: result({ total: 57, page: 2, counts: { posts: 57 } }) },
    });
    const pages = screen.getByRole("navigation", { name: searchPage.pagination.label });
    expect(
      within(pages).getByRole("link", { name: searchPage.pagination.previous }),
    ).toHaveAttribute("href", "/search?q=embedded&kind=posts");
    expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/search?q=embedded&kind=posts&page=3",
    );
    expect(within(pages).getByText("Page 2").closest("[aria-current]")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByTestId("search-count")).toHaveTextContent(
      "Results 21 to 23 of 57 in Insights.",
    );
  });

  it("says whose results it shows when the query was corrected", () => {
    view({
      query: "embeded",
      outcome: { status: "done", result: result({ query: "embeded", correctedQuery: "embedded" }) },
    });
    const note = screen.getByText(searchPage.correction.showing, { exact: false });
    expect(note).toHaveTextContent(`${searchPage.correction.showing} \u201Cembedded\u201D`);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("\u201Cembeded\u201D");
  });

  it("says when the query was cut", () => {
    view({ cut: true });
    expect(screen.getByText(searchPage.cut(200))).toBeInTheDocument();
  });

  it("offers the practices and services when nothing is found", () => {
    view({
      query: "zzzz",
      outcome: {
        status: "done",
        result: result({ query: "zzzz", total: 0, counts: {}, hits: [] }),
      },
    });
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      `${searchPage.nothing.title} \u201Czzzz\u201D`,
    );
    expect(screen.getByRole("link", { name: "Semiconductors" })).toHaveAttribute(
      "href",
      "/services#semiconductors",
    );
    expect(screen.getByRole("link", { name: "Embedded Linux" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: searchPage.results.label })).toBeNull();
  });

  it("offers the practices and services before anything is searched", () => {
    view({ query: "", outcome: { status: "empty" } });
    expect(screen.getByRole("heading", { level: 2, name: searchPage.empty.title })).toBeVisible();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("link", { name: "Semiconductors" })).toBeInTheDocument();
  });

  it("says the search is unavailable, with the suggestions, when the backend is down", () => {
    view({ outcome: { status: "unavailable" } });
    expect(
      screen.getByRole("heading", { level: 2, name: searchPage.unavailable.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: searchPage.unavailable.retry })).toHaveAttribute(
      "href",
      "/search?q=embedded",
    );
    expect(screen.getByRole("link", { name: "Semiconductors" })).toBeInTheDocument();
  });

  it("leads back to all results from a kind that found nothing, and from past the last page", () => {
    const { unmount } = view({
      kind: "leaders",
      outcome: { status: "done", result: result({ total: 0, hits: [] }) },
    });
    expect(screen.getByRole("link", { name: searchPage.nothing.allResults })).toHaveAttribute(
      "href",
      "/search?q=embedded",
    );
    expect(screen.getByRole("link", { name: "Leadership (0)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    unmount();
    view({ page: 9, outcome: { status: "done", result: result({ page: 9, hits: [] }) } });
    expect(screen.getByRole("link", { name: searchPage.nothing.firstPage })).toHaveAttribute(
      "href",
      "/search?q=embedded",
    );
  });

  it("shows a hostile query as text: no element is made of it", () => {
    const query = `"><script>alert(1)</script><img src=x onerror=alert(1)> \u05E9\u05DC\u05D5\u05DD 🙂 \\ ' OR 1=1 --`;
    const { container } = view({
      query,
      outcome: { status: "done", result: result({ query, total: 0, counts: {}, hits: [] }) },
    });
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(query);
    expect(screen.getByRole("searchbox")).toHaveValue(query);
  });
});
