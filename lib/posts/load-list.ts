import "server-only";
import { loadSiteContent } from "@/lib/site-text/content";
import { postFilters } from "./filters";
import { listPage } from "./post-list";
import { type ListFilter, listParams, resolveList } from "./lists";
import { loadPosts } from "./read-posts";

/** What the lists are made of: the posts, and the industries and services they name. */
export async function loadLists() {
  const [posts, { industries, services }] = await Promise.all([loadPosts(), loadSiteContent()]);
  return { posts, industries, services };
}

/** Every list page's parameters, for generateStaticParams. */
export async function loadListParams() {
  return listParams(await loadLists());
}

/** One page of a list with its filters; null when there is no such list or page (a 404). */
export async function loadListPage(filter: ListFilter, page: number | null) {
  if (page === null) return null;
  const lists = await loadLists();
  const resolved = resolveList(filter, lists);
  const list = resolved && listPage(resolved.posts, page);
  if (!resolved || !list) return null;
  return {
    resolved,
    list,
    filters: postFilters(lists.posts, lists.industries, lists.services),
  };
}
