import "server-only";
import { cache } from "react";
import { itemSource, type ItemSource, shownItems } from "@/lib/collections/item-source";
import { markedRow } from "@/lib/collections/marked-rows";
import { withStagedItems } from "@/lib/collections/staged";
import { readSiteImageRows } from "@/lib/media/read-site-images";
import { siteImages } from "@/lib/media/site-images";
import type { Page, PageLink } from "./page";
import { markedPage } from "./marked-page";
import { linkFromRow, pageFromRow, type PageRow } from "./page-rows";

/** What the footer and the sitemap read of every page. */
const LINK_COLUMNS = "id, path, title, noindex, footer_group, updated_at";

const source = () => itemSource("pages");

const shown = (rows: PageRow[], from: ItemSource) => shownItems(rows, from, "pages");

/**
 * Every page's address and footer placement, by address. Unreadable (no backend at build, an
 * outage), there are none: the footer keeps the specification's buttons, and a cached page
 * stays as it was because a failed read outside the build throws.
 */
export const loadPageLinks = cache(async (): Promise<PageLink[]> => {
  const from = await source();
  const answer = await from.reader.from("pages").select(LINK_COLUMNS).order("path");
  if (answer.error) {
    if (process.env.NEXT_PHASE === "phase-production-build") return [];
    throw new Error(answer.error.message);
  }
  return shown(answer.data, from)
    .map(linkFromRow)
    .sort((a, b) => a.path.localeCompare(b.path));
});

/** The page at `path`, with its blocks; null when there is none. */
export const loadPage = cache(async (path: string): Promise<Page | null> => {
  const from = await source();
  const [answer, images] = await Promise.all([
    from.reader.from("pages").select("*").eq("path", path).maybeSingle(),
    readSiteImageRows(from.reader),
  ]);
  if (answer.error) throw new Error(answer.error.message);
  const published = answer.data ? [answer.data] : [];
  // In preview a staged new page is at its staged address, and a staged change may move one away.
  const row = withStagedItems(published, from.staged, "pages").find((found) => found.path === path);
  if (!row) return null;
  // Marked as the preview shows it, staged change and all: that is the version edited there. A
  // staged new page has no published version yet, and is edited in its form.
  if (!from.marking || !published.some((found) => found.id === row.id)) {
    return pageFromRow(row, siteImages(images.data ?? []));
  }
  return markedPage(pageFromRow(markedRow("pages", row), siteImages(images.data ?? [])));
});
