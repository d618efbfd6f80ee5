import "server-only";
import { insightsPage } from "@/content/insights";
import type { NavLink } from "@/content/types";
import { INSIGHTS_PATH } from "./filters";
import { loadPosts } from "./read-posts";

/** The menus' and the footer's link to the posts; none until the first is published. */
export async function loadInsightsLink(): Promise<NavLink | undefined> {
  const posts = await loadPosts();
  return posts.length > 0 ? { label: insightsPage.navLabel, href: INSIGHTS_PATH } : undefined;
}
