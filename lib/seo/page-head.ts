import type { Metadata } from "next";
import type { SiteImage } from "@/content/types";
import { homeShareMetadata, OPEN_GRAPH, pageMetadata } from "@/lib/metadata";
import {
  type BuiltInPath,
  type BuiltInTexts,
  builtInSearchTexts,
  effectiveSearchTexts,
} from "./built-in-pages";
import { documentTitle } from "./document-title";
import type { PageSearchSettings } from "./page-search-settings";

/** What a built-in page's head is made of: the site's texts and what editors chose per path. */
export interface BuiltInHeadContent extends BuiltInTexts {
  shareImages: ReadonlyMap<string, SiteImage>;
  searchSettings: ReadonlyMap<string, PageSearchSettings>;
}

const keptOut = { robots: { index: false, follow: true } } as const;

/**
 * The home page's head: the root layout's title and description unless editors set their own,
 * its canonical address, and its share image if any. An own title stays in the home page's
 * order (company first), so it is given whole rather than through the layout's template.
 */
function homeMetadata(content: BuiltInHeadContent): Metadata {
  const settings = content.searchSettings.get("/");
  const { title, description } = effectiveSearchTexts(builtInSearchTexts(content)["/"], settings);
  const shared = homeShareMetadata(content.shareImages.get("/"));
  const ownTitle = settings?.metaTitle !== undefined;
  const ownDescription = settings?.metaDescription !== undefined;
  // The cards say what the head says once editors chose words of their own.
  const cards = ownTitle || ownDescription ? { title: documentTitle("/", title), description } : {};
  const twitter = { ...shared.twitter, ...cards };
  return {
    ...(ownTitle ? { title: { absolute: documentTitle("/", title) } } : {}),
    ...(ownDescription ? { description } : {}),
    alternates: { canonical: "/" },
    openGraph: { ...OPEN_GRAPH, ...shared.openGraph, ...cards, url: "/" },
    ...(Object.keys(twitter).length > 0 ? { twitter } : {}),
    ...(settings?.noindex ? keptOut : {}),
  };
}

/**
 * A built-in page's head: its title and description (editors' own, else the specification's),
 * canonical address, share card, and whether search engines may list it.
 */
export function builtInPageMetadata(path: BuiltInPath, content: BuiltInHeadContent): Metadata {
  if (path === "/") return homeMetadata(content);
  const settings = content.searchSettings.get(path);
  const { title, description } = effectiveSearchTexts(builtInSearchTexts(content)[path], settings);
  const base = pageMetadata(title, description, path, content.shareImages.get(path));
  return settings?.noindex ? { ...base, ...keptOut } : base;
}

/** A service's or industry's head: its own search title if set, else its page title. */
export function itemPageMetadata(
  item: { title: string; metaTitle?: string; metaDescription: string; shareImage?: SiteImage },
  path: string,
): Metadata {
  return pageMetadata(item.metaTitle ?? item.title, item.metaDescription, path, item.shareImage);
}
