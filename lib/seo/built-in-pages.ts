import { insightsPage } from "@/content/insights";
import type { PageSearchSettings } from "./page-search-settings";

/** The pages that are not items, whose search and share settings are kept by path. */
export const BUILT_IN_PATHS = [
  "/",
  "/about",
  "/services",
  "/industries",
  "/contact",
  "/locations",
  "/insights",
] as const;

export type BuiltInPath = (typeof BUILT_IN_PATHS)[number];

export function isBuiltInPath(path: string): path is BuiltInPath {
  return (BUILT_IN_PATHS as readonly string[]).includes(path);
}

/** A page's title and description in search results and share cards. */
export interface SearchTexts {
  title: string;
  description: string;
}

interface MetaTexts {
  metaTitle: string;
  metaDescription: string;
}

/** The site texts (content/, with editors' changes laid over) the built-in pages' heads come from. */
export interface BuiltInTexts {
  home: MetaTexts;
  about: MetaTexts;
  servicesPage: MetaTexts;
  industriesOverview: { metaDescription: string };
  industryPageLabels: { breadcrumbIndustries: string };
  contact: MetaTexts;
  locations: MetaTexts;
}

/** Each built-in page's title and description as the specification words them. */
export function builtInSearchTexts(texts: BuiltInTexts): Record<BuiltInPath, SearchTexts> {
  const of = ({ metaTitle, metaDescription }: MetaTexts) => ({
    title: metaTitle,
    description: metaDescription,
  });
  return {
    "/": of(texts.home),
    "/about": of(texts.about),
    "/services": of(texts.servicesPage),
    // The overview's head has always been named as its breadcrumb is.
    "/industries": {
      title: texts.industryPageLabels.breadcrumbIndustries,
      description: texts.industriesOverview.metaDescription,
    },
    "/contact": of(texts.contact),
    "/locations": of(texts.locations),
    // The list of posts is not site text: its words are the list's own.
    "/insights": { title: insightsPage.title, description: insightsPage.metaDescription },
  };
}

/** A page's title and description: editors' own where they set them, else the site's. */
export function effectiveSearchTexts(
  defaults: SearchTexts,
  settings: PageSearchSettings | undefined,
): SearchTexts {
  return {
    title: settings?.metaTitle ?? defaults.title,
    description: settings?.metaDescription ?? defaults.description,
  };
}
