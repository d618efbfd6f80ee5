import type { Json } from "@/lib/supabase/database.types";
import { siteTextByKey, siteTextKey } from "@/lib/site-text/catalogue";
import { overlayText, textLeaves } from "@/lib/site-text/tree";
import type { CollectionName } from "./fields";
import { industryFromRow, type IndustryRow } from "./industries";
import type { StoredRow } from "./item-rows";
import { serviceFromRow, type ServiceRow } from "./services";

/**
 * A service's or industry's words can also be stored as site text (`services.<slug>.title`),
 * which the public pages lay over the row. The item form starts from what visitors see, and a
 * save takes those texts into the row, so one edit never hides behind another.
 */

type Lookup = (key: string) => string | undefined;

/**
 * The site text for an item's field where it counts: stored, and not the catalogue's default.
 * Those defaults are what the rows were seeded with; the row is the default now, so a default
 * must not hide what an editor saved in the row.
 */
export function itemTextLookup(get: Lookup): Lookup {
  return (key) => {
    const value = get(key);
    return value === siteTextByKey.get(key)?.default ? undefined : value;
  };
}

/** The item's texts as the site shows them, with its site-text keys, or null if it shows none. */
function shownText(
  collection: CollectionName,
  row: StoredRow,
  lookup: Lookup,
): { keys: string[]; columns: Record<string, Json> } | null {
  const prefix = `${collection}.${String(row.slug)}`;
  const find = (path: string) => itemTextLookup(lookup)(siteTextKey(path));
  if (collection === "services") {
    const service = serviceFromRow(row as unknown as ServiceRow);
    if (!service) return null;
    const shown = overlayText(prefix, service, find);
    return {
      keys: textLeaves(prefix, service).map((leaf) => siteTextKey(leaf.key)),
      columns: {
        name: shown.name,
        title: shown.title,
        subtitle: shown.subtitle,
        overview: shown.overview,
        key_benefits: shown.benefits.map((benefit) => ({ ...benefit })),
        offerings: [...shown.offerings],
        meta_description: shown.metaDescription,
      },
    };
  }
  if (collection !== "industries") return null;
  const industry = industryFromRow(row as unknown as IndustryRow);
  if (!industry) return null;
  const shown = overlayText(prefix, industry, find);
  return {
    keys: textLeaves(prefix, industry).map((leaf) => siteTextKey(leaf.key)),
    columns: {
      name: shown.name,
      description: shown.description,
      title: shown.title,
      subtitle: shown.subtitle,
      intro_heading: shown.intro.heading,
      intro_description: shown.intro.description,
      offerings: shown.offerings.map((offering) => ({ ...offering })),
      meta_description: shown.metaDescription,
    },
  };
}

/** The row with the site text stored for its fields laid over, as its page shows it. */
export function withStoredText(
  collection: CollectionName,
  row: StoredRow,
  lookup: Lookup,
): StoredRow {
  const shown = shownText(collection, row, lookup);
  return shown ? { ...row, ...shown.columns } : row;
}

/** The site-text keys that can hold the item's words, for its slug as stored. */
export function storedTextKeys(collection: CollectionName, row: StoredRow): string[] {
  return shownText(collection, row, () => undefined)?.keys ?? [];
}
