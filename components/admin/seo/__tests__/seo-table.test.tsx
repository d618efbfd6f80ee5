import { render, screen, within } from "@testing-library/react";
import { adminSeoText as t } from "@/content/admin-seo";
import { type SeoPage, seoProblems } from "@/lib/seo/seo-problems";
import { SeoTable } from "../seo-table";

function page(name: string, path: string, fields: Partial<SeoPage> = {}): SeoPage {
  return {
    kind: "built-in",
    name,
    path,
    title: name,
    description: `${name} in a sentence.`,
    ownTitle: false,
    ownDescription: false,
    noindex: false,
    fixHref: `/admin/page-share-images/new?path=${encodeURIComponent(path)}`,
    ...fields,
  };
}

describe("SeoTable", () => {
  const fine = page("Home", "/");
  const twin = page("Contact", "/contact", { description: "Same words." });
  const other = page("Locations", "/locations", { description: "Same words.", ownTitle: true });
  const hidden = page("About", "/about", { noindex: true, description: "" });
  const pages = [fine, twin, other, hidden];

  it("lists pages with problems first, each problem said, and a link to the form that fixes it", () => {
    render(<SeoTable pages={pages} problems={seoProblems(pages)} />);
    const rows = within(screen.getByRole("table", { name: t.table.caption }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.getAttribute("data-seo-page"))).toEqual([
      "/contact",
      "/locations",
      "/",
      "/about",
    ]);
    expect(rows[0]).toHaveTextContent(t.problems.duplicate(t.fields.description, ["Locations"]));
    expect(rows[1]).toHaveTextContent(t.own);
    expect(rows[2]).toHaveTextContent(t.fine);
    expect(rows[3]).toHaveTextContent(t.hidden);
    expect(screen.getByRole("link", { name: t.fix("Contact") })).toHaveAttribute(
      "href",
      "/admin/page-share-images/new?path=%2Fcontact",
    );
  });

  it("labels each cell for the stacked layout of narrow screens, apart from what assistive tech hears", () => {
    render(<SeoTable pages={[fine]} problems={[]} />);
    const [, row] = screen.getAllByRole("row");
    const cells = within(row!).getAllByRole("cell");
    expect(cells.map((cell) => cell.querySelector("[aria-hidden='true']")?.textContent)).toEqual([
      t.table.title,
      t.table.description,
      t.table.problems,
      undefined,
    ]);
    expect(cells[0]).toHaveAccessibleName(`${fine.title} ${t.usual}`);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      t.table.page,
      t.table.title,
      t.table.description,
      t.table.problems,
      t.table.fix,
    ]);
  });
});
