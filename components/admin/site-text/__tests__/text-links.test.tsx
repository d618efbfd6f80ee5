import { render, screen, within } from "@testing-library/react";
import { shellText } from "@/content/admin-shell";
import { TextLinks } from "../text-links";

const t = shellText.textLinks;
const KEY = "contact.hero.title";

const linksOf = () =>
  within(screen.getByRole("list", { name: t.label(KEY) }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("TextLinks", () => {
  it("from Pages: the text's row in the list and the page it shows on", () => {
    render(<TextLinks contentKey={KEY} from="pages" pagePath="/contact" />);
    expect(linksOf()).toEqual([
      [t.inList, "/admin?text=contact.hero.title#manage-content"],
      [t.onPage, "/admin/on-page?path=%2Fcontact"],
    ]);
  });

  it("from the list: the text in Pages and on its page, each named with the key", () => {
    render(<TextLinks contentKey={KEY} from="list" pagePath="/contact" />);
    expect(linksOf()).toEqual([
      [t.inPages, "/admin/pages?text=contact.hero.title"],
      [t.onPage, "/admin/on-page?path=%2Fcontact"],
    ]);
    expect(screen.getByRole("link", { name: t.inPagesLabel(KEY) })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.onPageLabel(KEY) })).toBeInTheDocument();
  });

  it("leaves out the page when the site does not show the text", () => {
    render(<TextLinks contentKey="old.key" from="list" />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
