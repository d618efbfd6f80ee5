import { readSiteImageRows } from "@/lib/media/read-site-images";
import { type SiteImages, siteImages } from "@/lib/media/site-images";
import { type AllRows, allRows, type PageAnswer } from "@/lib/supabase/all-rows";
import type { Tables } from "@/lib/supabase/database.types";
import type { Reader } from "@/lib/supabase/reader";
import { searchSettingsFromRow } from "@/lib/seo/page-search-settings";
import { markedImages, markedRow } from "./marked-rows";
import type { CollectionName } from "./registry";
import {
  type Collections,
  SITE_LIST_NAMES,
  type SiteItem,
  type SiteListName,
  siteListOf,
} from "./site-lists";
import { type ItemDraft, withStagedItems } from "./staged";

const exact = { count: "exact" } as const;

/**
 * Every row of a list in the editors' order, however many: the API answers at most `max_rows`
 * per read without saying it cut the rest. The cast: postgrest-js types a query's rows only for
 * a table named by a literal, and what the table `name` answers is its generated Row.
 */
function readList<Name extends SiteListName>(supabase: Reader, name: Name) {
  return allRows(
    (from, to) =>
      supabase
        .from(name)
        .select("*", exact)
        .order("sort_order")
        .order("id")
        .range(from, to) as PromiseLike<PageAnswer<Tables<Name>>>,
  );
}

/**
 * A list's rows as the site shows them, or, when the backend cannot answer for it, the list the
 * site ships with (content/), so a build with no database still has every page. The public
 * client answers a failed read with its last good answer and warns, so this is reached only
 * when there is none (or in a preview, whose failure shows the published site instead).
 */
async function shownList<Name extends SiteListName>(
  name: Name,
  answer: AllRows<Tables<Name>>,
  imagesFor: (row: Tables<Name>) => SiteImages,
): Promise<readonly SiteItem<Name>[]> {
  const { fromRow, defaults } = siteListOf(name);
  if (answer.error) return defaults();
  return answer.data
    .map((row) => fromRow(row, imagesFor(row)))
    .filter((item): item is SiteItem<Name> => item !== null);
}

/**
 * Every collection the site shows as `supabase` reads it, with `staged` laid over, and the
 * shipped list for any the backend cannot answer; `complete` says whether every read succeeded.
 * With `marking`, the published rows' words and images carry their edit marks.
 */
export async function readCollections(
  supabase: Reader,
  staged: readonly ItemDraft[],
  marking = false,
): Promise<{ collections: Collections; complete: boolean }> {
  // The published rows whose words carry marks: their images' alts carry marks too.
  const markedIds = new Set<string>();
  const over =
    (collection: CollectionName) =>
    <Row extends { id: string }>(answer: AllRows<Row>): AllRows<Row> => {
      if (answer.error) return answer;
      const rows = withStagedItems(answer.data, staged, collection);
      if (!marking) return { data: rows, error: null };
      // An item staged to be added is edited in its form: it has no published version yet.
      const published = new Set(answer.data.map((row) => row.id));
      return {
        data: rows.map((row) => {
          if (!published.has(row.id)) return row;
          markedIds.add(row.id);
          return markedRow(collection, row);
        }),
        error: null,
      };
    };
  // The pages' search and share settings and the library are not lists: the site looks them up,
  // by path and by id.
  const [lists, shareRows, mediaRows] = await Promise.all([
    Promise.all(SITE_LIST_NAMES.map((name) => readList(supabase, name).then(over(name)))),
    allRows((from, to) =>
      supabase.from("page_share_images").select("*", exact).order("path").range(from, to),
    ).then(over("page_share_images")),
    readSiteImageRows(supabase),
  ]);
  const complete = [...lists, shareRows].every((answer) => !answer.error);
  // Without the library the pages show their drawings and generated share cards.
  const images = siteImages(mediaRows.data ?? []);
  const shown = await Promise.all(
    SITE_LIST_NAMES.map(async (name, index) => {
      const items = await shownList(name, lists[index]!, (row) =>
        markedIds.has(row.id) ? markedImages(images, name, row) : images,
      );
      return [siteListOf(name).key, items] as const;
    }),
  );
  const shareImages = new Map(
    (shareRows.data ?? []).flatMap((row) => {
      const image = row.image_id ? images.get(row.image_id) : undefined;
      return image ? [[row.path, image] as const] : [];
    }),
  );
  const searchSettings = new Map(
    (shareRows.data ?? []).map((row) => [row.path, searchSettingsFromRow(row)] as const),
  );
  // The cast: Object.fromEntries cannot say which list is at which key; each is its own.
  const collections = Object.fromEntries([
    ...shown,
    ["shareImages", shareImages],
    ["searchSettings", searchSettings],
  ]) as Collections;
  return { collections, complete };
}
