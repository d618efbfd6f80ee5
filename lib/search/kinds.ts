import { searchPage, type SearchKindWords } from "@/content/search";
import { parseSearchKind, SEARCH_KINDS } from "./query";

/** A kind's name as public.search_documents allows it (its check constraint). */
const KIND_NAME = /^[a-z][a-z_]{0,39}$/;

type SearchParam = string | readonly string[] | null | undefined;

/**
 * The kind a visitor narrowed to: one the site knows, or any name shaped like a kind, so that a
 * kind the database starts returning (pages) can be narrowed to before the site names it. An
 * unknown name finds nothing of that kind; the other kinds' counts still lead back.
 */
export function parseKindParam(raw: SearchParam): string | null {
  const known = parseSearchKind(raw);
  if (known) return known;
  const value = (typeof raw === "string" ? raw : raw?.[0])?.trim() ?? "";
  return KIND_NAME.test(value) ? value : null;
}

/** How a kind is named on the page: its own words, or the general ones for a kind not named. */
export function kindWords(kind: string): SearchKindWords {
  return Object.hasOwn(searchPage.kinds, kind) ? searchPage.kinds[kind]! : searchPage.otherKind;
}

export interface KindCount {
  kind: string;
  count: number;
}

/** Known kinds first, in the site's order, then any others by name. */
function kindOrder(a: string, b: string): number {
  const known = (kind: string) => {
    const index = (SEARCH_KINDS as readonly string[]).indexOf(kind);
    return index === -1 ? SEARCH_KINDS.length : index;
  };
  return known(a) - known(b) || a.localeCompare(b);
}

/** The kinds that found something, in the order the page lists them. */
export function orderedCounts(counts: Readonly<Record<string, number>>): KindCount[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => kindOrder(a.kind, b.kind));
}
