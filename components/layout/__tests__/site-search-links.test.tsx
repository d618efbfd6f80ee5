import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notFoundPage } from "@/content/errors";
import { navigationLabels } from "@/content/navigation";
import { NotFoundView } from "../not-found-view";
import { SiteHeader } from "../site-header.client";

jest.mock("next/navigation", () => ({ usePathname: () => "/search" }));
jest.mock("@/lib/site-text/content", () => ({
  loadSiteContent: async () => ({
    notFoundPage: jest.requireActual("@/content/errors").notFoundPage,
  }),
}));

const labels = {
  primary: navigationLabels.primary,
  openMenu: navigationLabels.openMenu,
  closeMenu: navigationLabels.closeMenu,
  toggleTheme: navigationLabels.toggleTheme,
  submenuSuffix: navigationLabels.submenuSuffix,
  search: navigationLabels.search,
};

const icons = {
  menu: <svg data-icon="menu" />,
  close: <svg data-icon="close" />,
  chevron: <svg data-icon="chevron" />,
  theme: <svg data-icon="theme" />,
  search: <svg aria-hidden="true" data-icon="search" />,
};

function header() {
  return render(
    <SiteHeader
      logo={<a href="/">Logo</a>}
      items={[{ label: "About", href: "/about" }]}
      labels={labels}
      icons={icons}
      searchHref="/search"
    />,
  );
}

describe("the header's search link", () => {
  it("is a plain 44 px link named Search, marked on the search page", () => {
    header();
    const link = screen.getByRole("link", { name: navigationLabels.search });
    expect(link).toHaveAttribute("href", "/search");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveClass("header-button");
    // Shown from the desktop layout up; on phones the menu holds it.
    expect(link).toHaveClass("hidden", "lg:inline-flex");
  });

  it("is in the phone menu", async () => {
    header();
    await userEvent.click(screen.getByRole("button", { name: navigationLabels.openMenu }));
    // The phone menu's code loads when it opens; it is the second navigation named Primary.
    await waitFor(() =>
      expect(screen.getAllByRole("navigation", { name: navigationLabels.primary })).toHaveLength(2),
    );
    const menu = screen.getAllByRole("navigation", { name: navigationLabels.primary })[1]!;
    expect(menu).toHaveAttribute("id", "mobile-menu");
    const link = within(menu).getByRole("link", { name: navigationLabels.search });
    expect(link).toHaveAttribute("href", "/search");
    expect(link).toHaveClass("min-h-11");
  });
});

describe("the 404 page", () => {
  it("has a labelled search form that sends a GET to /search", async () => {
    render(await NotFoundView());
    const field = screen.getByRole("searchbox", { name: notFoundPage.search.label });
    expect(field).toHaveAttribute("name", "q");
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/search");
    expect(within(form).getByRole("button", { name: notFoundPage.search.button })).toBeVisible();
  });
});
