import { render, screen, within } from "@testing-library/react";
import { roomsFor, SEARCHES_PATH } from "@/components/admin/shell/admin-rooms";
import { searchReportText as t } from "@/content/admin-search";
import { QueryTable, type QueryTotal } from "../query-table";

const rows: QueryTotal[] = [
  { query: "rust & c++ firmware", searches: 7, found_nothing: 4, last_searched: "2026-12-01" },
  { query: "<b>fpga</b>", searches: 2, found_nothing: 2, last_searched: "2026-11-20" },
];

describe("QueryTable", () => {
  it("lists the queries with their counts under a named table", () => {
    render(
      <QueryTable
        id="top"
        title={t.top.title}
        empty={t.top.empty}
        rows={rows}
        counts={["searches", "found_nothing"]}
      />,
    );
    const table = screen.getByRole("table", { name: t.top.title });
    expect(within(table).getByRole("columnheader", { name: t.columns.searches })).toBeVisible();
    const first = within(table).getByRole("row", { name: /rust & c\+\+ firmware/ });
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["7", "4", "1 December 2026"]);
    expect(within(table).getByRole("rowheader", { name: "<b>fpga</b>" })).toBeVisible();
    expect(table.querySelector("b")).toBeNull();
    expect(within(table).queryByRole("link")).toBeNull();
  });

  it("offers a post and the public search for each query that found nothing", () => {
    render(
      <QueryTable
        id="unanswered"
        title={t.unanswered.title}
        empty={t.unanswered.empty}
        rows={rows}
        counts={["found_nothing"]}
        followUp
      />,
    );
    const row = screen.getByRole("row", { name: /rust & c\+\+ firmware/ });
    const write = within(row).getByRole("link", { name: t.writePost });
    const href = new URL(write.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toBe("/admin/posts/new");
    expect(href.searchParams.get("title")).toBe("rust & c++ firmware");
    expect(within(row).getByRole("link", { name: t.openNearest })).toHaveAttribute(
      "href",
      "/search?q=rust+%26+c%2B%2B+firmware",
    );
  });

  it("says so when there is nothing to list", () => {
    render(
      <QueryTable
        id="unanswered"
        title={t.unanswered.title}
        empty={t.unanswered.empty}
        rows={[]}
        counts={["found_nothing"]}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(t.unanswered.empty)).toBeVisible();
  });
});

describe("the Searches room", () => {
  it("is open to editors and admins, not to authors", () => {
    const has = (role: "admin" | "editor" | "author") =>
      roomsFor(role).some((room) => room.href === SEARCHES_PATH);
    expect(has("admin")).toBe(true);
    expect(has("editor")).toBe(true);
    expect(has("author")).toBe(false);
  });
});
