import type { Industry } from "@/content/types";
import type { Tables } from "@/lib/supabase/database.types";
import { imageField, type SiteImages } from "@/lib/media/site-images";
import { drawableIcon, iconCards } from "./icon-cards";

export type IndustryRow = Tables<"industries">;

/** A stored industry as the site shows it; null when none of its offerings can be shown. */
export function industryFromRow(row: IndustryRow, images: SiteImages): Industry | null {
  const offerings = iconCards(row.offerings);
  if (offerings.length === 0) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    path: `/industries/${row.slug}`,
    icon: drawableIcon(row.icon),
    description: row.description,
    title: row.title,
    subtitle: row.subtitle,
    intro: { heading: row.intro_heading, description: row.intro_description },
    offerings,
    metaDescription: row.meta_description,
    ...(row.meta_title ? { metaTitle: row.meta_title } : {}),
    ...imageField(images, "image", row.image_id),
    ...imageField(images, "shareImage", row.share_image_id),
  };
}
