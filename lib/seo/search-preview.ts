import type { SeoPreview } from "@/lib/collections/definition";
import type { ItemValues } from "@/lib/collections/item-values";
import type { SearchTexts } from "./built-in-pages";
import { documentTitle } from "./document-title";
import { searchResultDescription, searchResultTitle } from "./search-cut";

/** What a form's preview shows of the page as its values stand. */
export interface SearchPreview {
  /** The title as the page's head has it (share cards show this). */
  title: string;
  /** The whole title, with the site's name, as a browser tab has it. */
  documentTitle: string;
  /** The whole title as a search result shows it, cut where search engines cut. */
  resultTitle: string;
  description: string;
  /** The description as a search result shows it, cut where search engines cut. */
  resultDescription: string;
  /** The share card's image, by its id in the media library; none: the generated card. */
  imageId: string | null;
}

const textOf = (values: ItemValues, name: string | undefined) =>
  name === undefined ? "" : String(values[name] ?? "").trim();

/**
 * The page at `address` as search results and share cards will show it: its own title and
 * description where the item has them, else what stands in (`siteTexts` for a page that is not
 * an item, whose usual texts are the site's).
 */
export function searchPreview(
  seo: SeoPreview,
  values: ItemValues,
  address: string,
  siteTexts: SearchTexts | null,
): SearchPreview {
  const usual =
    seo.fallback === "site-text"
      ? (siteTexts ?? { title: "", description: "" })
      : {
          title: textOf(values, seo.fallback.title),
          description: textOf(values, seo.fallback.description),
        };
  const title = textOf(values, seo.title) || usual.title;
  const description = textOf(values, seo.description) || usual.description;
  const whole = documentTitle(address, title);
  return {
    title,
    documentTitle: whole,
    resultTitle: searchResultTitle(whole),
    description,
    resultDescription: searchResultDescription(description),
    imageId: seo.images.map((name) => textOf(values, name)).find(Boolean) ?? null,
  };
}
