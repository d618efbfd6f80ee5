import type { SiteImage } from "@/content/types";
import type { PageSearchSettings } from "@/lib/seo/page-search-settings";
import type { SiteList } from "./definition";
import { COLLECTION_NAMES, type CollectionName, type Registry, registry } from "./registry";

/** The collections the public site shows as lists: those whose definition has a `site`. */
export type SiteListName = {
  [Name in CollectionName]: Registry[Name] extends { site: object } ? Name : never;
}[CollectionName];

/** What the site shows of an item of the list `Name`. */
export type SiteItem<Name extends SiteListName> = NonNullable<
  ReturnType<Registry[Name]["site"]["fromRow"]>
>;

/**
 * The site's collections as its pages read them: each list at its definition's key, and the
 * share images and search settings editors chose for the pages that are not items, by path.
 */
export type Collections = {
  readonly [Name in SiteListName as Registry[Name]["site"]["key"]]: readonly SiteItem<Name>[];
} & {
  readonly shareImages: ReadonlyMap<string, SiteImage>;
  readonly searchSettings: ReadonlyMap<string, PageSearchSettings>;
};

/** Each list's site part, for its own table's rows and its own items. */
const siteLists: { [Name in SiteListName]: { site: SiteList<Name, SiteItem<Name>> } } = registry;

function isSiteList(name: CollectionName): name is SiteListName {
  return "site" in registry[name];
}

/** The lists, in the registry's order. */
export const SITE_LIST_NAMES: readonly SiteListName[] = COLLECTION_NAMES.filter(isSiteList);

export function siteListOf<Name extends SiteListName>(name: Name): SiteList<Name, SiteItem<Name>> {
  return siteLists[name].site;
}
