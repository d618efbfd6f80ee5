import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { INSIGHTS_PATH } from "@/lib/posts/filters";
import { loadListPage } from "@/lib/posts/load-list";
import type { ListFilter } from "@/lib/posts/lists";
import { pageHref } from "@/lib/posts/post-list";
import { notFoundMetadata, pageMetadata } from "@/lib/metadata";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { insightsPage } from "@/content/insights";
import { PostListView } from "./post-list-view";

/**
 * What every list route renders and says in its head, given its filter and the page number
 * from its address: the list pages differ only in which posts they hold.
 */
export async function listMetadata(filter: ListFilter, page: number | null): Promise<Metadata> {
  const found = await loadListPage(filter, page);
  if (!found) return notFoundMetadata;
  const { resolved, list } = found;
  // /insights itself has the search and share settings editors keep by path.
  if (filter.by === "all" && list.page === 1)
    return builtInPageMetadata(INSIGHTS_PATH, await loadSiteContent());
  return pageMetadata(
    insightsPage.pageTitle(resolved.title, list.page),
    resolved.description,
    pageHref(resolved.base, list.page),
  );
}

export async function ListRoute({ filter, page }: { filter: ListFilter; page: number | null }) {
  const found = await loadListPage(filter, page);
  if (!found) notFound();
  const { resolved, list, filters } = found;
  return (
    <PostListView
      title={resolved.title}
      subtitle={resolved.subtitle}
      base={resolved.base}
      list={list}
      filters={filters}
      crumb={resolved.crumb}
    />
  );
}
