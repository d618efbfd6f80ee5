import type { SiteImage } from "@/content/types";
import type { Tables } from "@/lib/supabase/database.types";
import { mediaPublicUrl } from "./public-url";

/** What pages need to know of an image in the library. */
export const SITE_IMAGE_COLUMNS = "id, path, alt, width, height, focal_x, focal_y";

export type SiteImageRow = Pick<
  Tables<"media">,
  "id" | "path" | "alt" | "width" | "height" | "focal_x" | "focal_y"
>;

/** The library's images by id, as pages show them. */
export type SiteImages = ReadonlyMap<string, SiteImage>;

export function siteImages(rows: readonly SiteImageRow[]): SiteImages {
  return new Map(
    rows.map((row) => [
      row.id,
      {
        src: mediaPublicUrl(row.path),
        alt: row.alt,
        width: row.width,
        height: row.height,
        focalX: row.focal_x,
        focalY: row.focal_y,
      },
    ]),
  );
}

/** The image an item names, if it is in the library; optional fields are left out, not undefined. */
export function imageField<Key extends string>(
  images: SiteImages,
  key: Key,
  id: string | null | undefined,
): { [K in Key]?: SiteImage } {
  const image = id ? images.get(id) : undefined;
  return (image ? { [key]: image } : {}) as { [K in Key]?: SiteImage };
}
