import { pagesWords } from "@/content/collections/pages";

/**
 * Where a page may be: a path of one to five lower-case segments, each the slug rule's form,
 * that no route of the site serves. public.page_path_problem holds the same rules, so a write
 * from anywhere is refused as the form refuses it.
 */
export const PAGE_PATH_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*){1,5}$/;

export const PAGE_PATH_MAX = 120;

type Owner = keyof typeof pagesWords.owners;

/**
 * The site's own first segments and who serves the tree under each. The whole tree is owned: a
 * page at /services/anything would hide a future service, or be hidden by it.
 */
const OWNED_SEGMENTS: Readonly<Record<string, Owner>> = {
  about: "about",
  services: "services",
  industries: "industries",
  contact: "contact",
  locations: "locations",
  insights: "insights",
  search: "search",
  admin: "admin",
  login: "login",
  welcome: "admin",
  api: "api",
  _next: "files",
  icons: "files",
  leadership: "files",
  "illustrations.svg": "files",
  "icon.svg": "files",
  "favicon.ico": "files",
  "opengraph-image": "files",
  "sitemap.xml": "sitemap",
  "robots.txt": "robots",
};

/** Who serves `path` already, in editors' words, or undefined for a free address. */
export function pathOwner(path: string): string | undefined {
  if (path === "/") return pagesWords.owners.home;
  const owner = OWNED_SEGMENTS[path.split("/")[1] ?? ""];
  return owner && pagesWords.owners[owner];
}

/** Why a page cannot be at `path` though its form is right, or undefined. */
export function ownedPathProblem(path: string): string | undefined {
  const owner = pathOwner(path);
  return owner && pagesWords.ownedBy(path, owner);
}

/** Whether a page may be at `path`. */
export function isFreePagePath(path: string): boolean {
  return path.length <= PAGE_PATH_MAX && PAGE_PATH_PATTERN.test(path) && !pathOwner(path);
}
