import type { NavLink } from "@/content/types";
import { policyPagePaths } from "@/content/policy-pages";
import type { PageLink } from "./page";

/** A link at the footer's foot: a policy button without a page keeps its notice (no href). */
export interface FootLink {
  label: string;
  href?: string;
}

/**
 * Where the footer links pages: each policy button becomes a link once a page is at its
 * address; other pages editors put with the policies follow them, and those put with the
 * company's links join that column.
 */
export function footerPageLinks(
  pages: readonly PageLink[],
  policies: readonly string[],
): { legal: FootLink[]; company: NavLink[] } {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const policyPaths: readonly string[] = policyPagePaths;
  const buttons = policies.map((label, i) => {
    const path = policyPaths[i];
    return path && byPath.has(path) ? { label, href: path } : { label };
  });
  const linked = (group: PageLink["footerGroup"]) =>
    pages
      .filter((page) => page.footerGroup === group && !policyPaths.includes(page.path))
      .map((page) => ({ label: page.title, href: page.path }));
  return { legal: [...buttons, ...linked("legal")], company: linked("company") };
}
