import type { MetadataRoute } from "next";
import { loadCollections } from "@/lib/collections/load";
import { INSIGHTS_PATH } from "@/lib/posts/filters";
import { postPath } from "@/lib/posts/post";
import { loadPosts } from "@/lib/posts/read-posts";
import { loadPageLinks } from "@/lib/pages/read-pages";
import { routesOf } from "@/lib/public-routes";
import { absoluteUrl } from "@/lib/site-url";

/**
 * The published routes: a service, industry, post or page an editor adds is listed once it is
 * published. Posts and pages carry the day they last changed; any page kept out of search
 * engines (a post, a built page, or a built-in page by its search settings) is left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [collections, posts, blockPages] = await Promise.all([
    loadCollections(),
    loadPosts(),
    loadPageLinks(),
  ]);
  const pages: MetadataRoute.Sitemap = [
    ...routesOf(collections)
      .filter((path) => !collections.searchSettings.get(path)?.noindex)
      .map((path) => ({
        url: absoluteUrl(path),
        changeFrequency: "monthly" as const,
        priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
      })),
    ...blockPages
      .filter((page) => !page.noindex)
      .map((page) => ({
        url: absoluteUrl(page.path),
        ...(page.updatedAt ? { lastModified: page.updatedAt } : {}),
        changeFrequency: "monthly" as const,
        priority: 0.5,
      })),
  ];
  if (posts.length === 0) return pages;
  const list: MetadataRoute.Sitemap = collections.searchSettings.get(INSIGHTS_PATH)?.noindex
    ? []
    : [
        {
          url: absoluteUrl(INSIGHTS_PATH),
          lastModified: posts[0]!.updatedAt,
          changeFrequency: "weekly",
          priority: 0.8,
        },
      ];
  return [
    ...pages,
    ...list,
    ...posts
      .filter((post) => !post.noindex)
      .map((post) => ({
        url: absoluteUrl(postPath(post.slug)),
        lastModified: post.updatedAt,
        changeFrequency: "monthly" as const,
        priority: 0.6,
      })),
  ];
}
