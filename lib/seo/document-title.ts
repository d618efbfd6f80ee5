import { company } from "@/content/company";

/**
 * A page's whole title, as the browser tab and search results show it: the root layout's
 * template (lib/root-metadata.ts) puts the company's name after a page's title, and before the
 * home page's.
 */
export function documentTitle(path: string, title: string): string {
  return path === "/" ? `${company.name} | ${title}` : `${title} | ${company.name}`;
}
