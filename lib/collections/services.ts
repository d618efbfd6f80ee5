import type { Service } from "@/content/types";
import type { Tables } from "@/lib/supabase/database.types";
import { imageField, type SiteImages } from "@/lib/media/site-images";
import { iconCards } from "./icon-cards";

export type ServiceRow = Tables<"services">;

/** A stored service as the site shows it; null when its key benefits are not the three a page lays out. */
export function serviceFromRow(row: ServiceRow, images: SiteImages): Service | null {
  const benefits = iconCards(row.key_benefits);
  if (benefits.length !== 3) return null;
  const [first, second, third] = benefits;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: row.practice,
    subcategory: row.subcategory,
    department: row.department_id,
    title: row.title,
    subtitle: row.subtitle,
    overview: row.overview,
    benefits: [first, second, third],
    offerings: row.offerings,
    metaDescription: row.meta_description,
    ...(row.meta_title ? { metaTitle: row.meta_title } : {}),
    ...imageField(images, "image", row.image_id),
    ...imageField(images, "shareImage", row.share_image_id),
  };
}
