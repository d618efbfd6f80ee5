import { footerPageLinks } from "../footer-links";
import type { PageLink } from "../page";

const policies = ["Privacy Policy", "Terms of Service", "Cookie Policy"];
const page = (path: string, footerGroup: PageLink["footerGroup"] = "none"): PageLink => ({
  path,
  title: `Title of ${path}`,
  noindex: false,
  footerGroup,
});

describe("the footer's page links", () => {
  it("keeps every policy button a notice while no page stands behind it", () => {
    expect(footerPageLinks([], policies)).toEqual({
      legal: [
        { label: "Privacy Policy" },
        { label: "Terms of Service" },
        { label: "Cookie Policy" },
      ],
      company: [],
    });
  });

  it("links a policy button to the page at its address, and only that one", () => {
    const { legal } = footerPageLinks([page("/privacy-policy")], policies);
    expect(legal).toEqual([
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service" },
      { label: "Cookie Policy" },
    ]);
  });

  it("follows a policy page that moved, and does not list it twice", () => {
    const moved = page("/legal/privacy", "legal");
    const { legal } = footerPageLinks(
      [moved],
      policies,
      new Map([["/privacy-policy", "/legal/privacy"]]),
    );
    expect(legal[0]).toEqual({ label: "Privacy Policy", href: "/legal/privacy" });
    expect(legal.filter((link) => "href" in link && link.href === "/legal/privacy")).toHaveLength(
      1,
    );
  });

  it("does not follow a redirect to an address no page has", () => {
    const { legal } = footerPageLinks([], policies, new Map([["/privacy-policy", "/about"]]));
    expect(legal[0]).toEqual({ label: "Privacy Policy" });
  });

  it("puts other pages where editors chose: with the policies, in the Company column, or nowhere", () => {
    const links = footerPageLinks(
      [page("/imprint", "legal"), page("/careers", "company"), page("/hidden")],
      policies,
    );
    expect(links.legal.slice(3)).toEqual([{ label: "Title of /imprint", href: "/imprint" }]);
    expect(links.company).toEqual([{ label: "Title of /careers", href: "/careers" }]);
  });
});
