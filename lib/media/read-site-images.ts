import { allRows } from "@/lib/supabase/all-rows";
import type { Reader } from "@/lib/supabase/reader";
import { SITE_IMAGE_COLUMNS, type SiteImageRow } from "./site-images";

/** Every image of the library as pages need it, however many (the API pages its answers). */
export function readSiteImageRows(supabase: Reader) {
  return allRows<SiteImageRow>((from, to) =>
    supabase
      .from("media")
      .select(SITE_IMAGE_COLUMNS, { count: "exact" })
      .order("id")
      .range(from, to),
  );
}
