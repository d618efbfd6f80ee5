import { documentTitle } from "./document-title";
import { DESCRIPTION_GUIDANCE, searchLength, TITLE_GUIDANCE } from "./guidance";

/** The kinds of public page, by where editors change them. */
export type SeoPageKind = "built-in" | "service" | "industry" | "post" | "page";

/** A public page as search engines see it: its title and description as its head has them. */
export interface SeoPage {
  kind: SeoPageKind;
  /** How editors know the page: its name in its list. */
  name: string;
  path: string;
  /** The page's title, without the site's name the layout adds. */
  title: string;
  description: string;
  /** Whether the title and description are the page's own search settings or its usual texts. */
  ownTitle: boolean;
  ownDescription: boolean;
  /** Kept out of search engines: not in results, so not checked. */
  noindex: boolean;
  /** The form that changes the page's search settings. */
  fixHref: string;
}

export type SeoField = "title" | "description";

export type SeoProblemKind = "missing" | "long" | "duplicate";

export interface SeoProblem {
  page: SeoPage;
  field: SeoField;
  kind: SeoProblemKind;
  /** For a long text: its length, as `field`'s guidance counts it, and that guidance's most. */
  length?: number;
  max?: number;
  /** For a duplicate: the other pages with the same text. */
  others?: readonly SeoPage[];
}

/** The text of `field` as search results show it: a title with the site's name. */
function shownText(page: SeoPage, field: SeoField): string {
  return field === "title" ? documentTitle(page.path, page.title) : page.description;
}

/** Two texts are the same to a reader whatever their case and spacing. */
const sameness = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

const MAX: Record<SeoField, number> = {
  title: TITLE_GUIDANCE.max,
  description: DESCRIPTION_GUIDANCE.max,
};

/**
 * What stands between each page and a good search result: a title or description that is
 * missing, longer than search results show whole, or the same as another page's (search
 * engines then show one of them, or neither well). Pages kept out of search engines are not
 * checked and not compared. In the pages' order, each page's title before its description.
 */
export function seoProblems(pages: readonly SeoPage[]): SeoProblem[] {
  const indexed = pages.filter((page) => !page.noindex);
  const fields: readonly SeoField[] = ["title", "description"];
  const groups = new Map<SeoField, Map<string, SeoPage[]>>(
    fields.map((field) => {
      const byText = new Map<string, SeoPage[]>();
      for (const page of indexed) {
        const key = sameness(page[field]);
        if (key) byText.set(key, [...(byText.get(key) ?? []), page]);
      }
      return [field, byText];
    }),
  );
  return indexed.flatMap((page) =>
    fields.flatMap((field): SeoProblem[] => {
      if (!page[field].trim()) return [{ page, field, kind: "missing" }];
      const found: SeoProblem[] = [];
      const length = searchLength(shownText(page, field));
      if (length > MAX[field]) found.push({ page, field, kind: "long", length, max: MAX[field] });
      const same = groups.get(field)?.get(sameness(page[field])) ?? [];
      if (same.length > 1) {
        found.push({
          page,
          field,
          kind: "duplicate",
          others: same.filter((other) => other !== page),
        });
      }
      return found;
    }),
  );
}
