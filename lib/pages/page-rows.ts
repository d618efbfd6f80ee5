import { layoutProblem } from "@/lib/blocks/validate";
import type { PageLayout } from "@/lib/blocks/types";
import { imageField, type SiteImages } from "@/lib/media/site-images";
import type { Tables } from "@/lib/supabase/database.types";
import type { FooterGroup, Page, PageLink } from "./page";

type PageColumns = Tables<"pages">;

/** What every read of a page has: all but its layout. */
type LinkColumn = "id" | "path" | "title" | "noindex" | "footer_group";

/** A page's row as read for the footer (no layout) or for the page itself; a staged new page has no dates yet. */
export type PageRow = Pick<PageColumns, LinkColumn> & Partial<Omit<PageColumns, LinkColumn>>;

function footerGroupOf(value: string): FooterGroup {
  return value === "legal" || value === "company" ? value : "none";
}

export function linkFromRow(row: PageRow): PageLink {
  return {
    path: row.path,
    title: row.title,
    noindex: row.noindex,
    footerGroup: footerGroupOf(row.footer_group),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  };
}

/**
 * The stored blocks the page can draw. The database refuses a layout with a problem, so a block
 * with one here was written by a newer or older version of the site: it is left out, alone.
 */
function layoutOf(value: unknown): PageLayout {
  if (!Array.isArray(value)) return [];
  return value.filter((block: unknown) => layoutProblem([block]) === null) as PageLayout;
}

export function pageFromRow(row: PageRow, images: SiteImages): Page {
  return {
    ...linkFromRow(row),
    id: row.id,
    layout: layoutOf(row.layout),
    ...(row.meta_title ? { metaTitle: row.meta_title } : {}),
    ...(row.meta_description ? { metaDescription: row.meta_description } : {}),
    ...imageField(images, "shareImage", row.share_image_id ?? null),
  };
}
