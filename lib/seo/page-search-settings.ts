import type { Tables } from "@/lib/supabase/database.types";

/**
 * What editors set for how a page that is not an item shows in search results and share cards
 * (public.page_share_images): its own title and description, each in place of the site's, and
 * whether search engines are asked to leave it out.
 */
export interface PageSearchSettings {
  metaTitle?: string;
  metaDescription?: string;
  noindex: boolean;
}

type SettingsRow = Pick<Tables<"page_share_images">, "meta_title" | "meta_description" | "noindex">;

/** A stored row's settings; a staged new row has no `noindex` yet until it is published. */
export function searchSettingsFromRow(row: Partial<SettingsRow>): PageSearchSettings {
  return {
    ...(row.meta_title ? { metaTitle: row.meta_title } : {}),
    ...(row.meta_description ? { metaDescription: row.meta_description } : {}),
    noindex: row.noindex ?? false,
  };
}
