import type { MetadataRoute } from "next";
import { loadCollections } from "@/lib/collections/load";
import { routesOf } from "@/lib/public-routes";
import { absoluteUrl } from "@/lib/site-url";

/** The published routes: a service or industry an editor adds is listed once it is published. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return routesOf(await loadCollections()).map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
