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
 * address, or at the address a page moved to from there (its redirect); other pages editors put
 * with the policies follow them, and those put with the company's links join that column.
 */
export function footerPageLinks(
  pages: readonly PageLink[],
  policies: readonly string[],
  redirects: ReadonlyMap<string, string> = new Map(),
): { legal: FootLink[]; company: NavLink[] } {
  const paths = new Set(pages.map((page) => page.path));
  const policyPaths: readonly string[] = policyPagePaths;
  const behind = (path: string | undefined) => {
    if (!path) return undefined;
    if (paths.has(path)) return path;
    const moved = redirects.get(path);
    return moved && paths.has(moved) ? moved : undefined;
  };
  const buttons = policies.map((label, i) => {
    const href = behind(policyPaths[i]);
    return href ? { label, href } : { label };
  });
  const taken = new Set(buttons.map((button) => button.href));
  const linked = (group: PageLink["footerGroup"]) =>
    pages
      .filter((page) => page.footerGroup === group && !taken.has(page.path))
      .map((page) => ({ label: page.title, href: page.path }));
  return { legal: [...buttons, ...linked("legal")], company: linked("company") };
}
