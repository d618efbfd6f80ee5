import "server-only";
import { pageShareImagesWords } from "@/content/collections/page-share-images";
import type { EditorClient } from "@/lib/auth/editor-client";
import { collectionPath } from "@/lib/collections/fields";
import { siteImages } from "@/lib/media/site-images";
import { descriptionFrom, firstText } from "@/lib/pages/page-metadata";
import { pageFromRow } from "@/lib/pages/page-rows";
import { INSIGHTS_PATH } from "@/lib/posts/filters";
import { postPath } from "@/lib/posts/post";
import { allRows } from "@/lib/supabase/all-rows";
import type { SiteContent } from "@/lib/site-text/content";
import { builtInSearchTexts, isBuiltInPath } from "./built-in-pages";
import { searchSettingsFromRow } from "./page-search-settings";
import type { SeoPage } from "./seo-problems";

const exact = { count: "exact" } as const;

/** An override when set, else the usual text, and which of the two it is. */
function chosen(own: string | null | undefined, usual: string) {
  const set = Boolean(own?.trim());
  return { text: set ? own!.trim() : usual, own: set };
}

/**
 * Every public page the site has now (built-in pages, services, industries, posts, built
 * pages) as search engines see it, read as the editor, with the form that changes each.
 * `texts` are the site texts the built-in pages' usual titles and descriptions come from.
 */
export async function loadSeoPages(
  supabase: EditorClient,
  texts: Pick<
    SiteContent,
    | "home"
    | "about"
    | "servicesPage"
    | "industriesOverview"
    | "industryPageLabels"
    | "contact"
    | "locations"
  >,
): Promise<{ pages: SeoPage[] } | { error: { message: string } }> {
  const [settings, services, industries, posts, builtPages] = await Promise.all([
    supabase.from("page_share_images").select("id, path, meta_title, meta_description, noindex"),
    supabase
      .from("services")
      .select("id, slug, name, title, meta_title, meta_description")
      .order("sort_order"),
    supabase
      .from("industries")
      .select("id, slug, name, title, meta_title, meta_description")
      .order("sort_order"),
    allRows((from, to) =>
      supabase
        .from("posts")
        .select("id, slug, title, summary, meta_title, meta_description, noindex", exact)
        .order("published_at", { ascending: false })
        .order("id")
        .range(from, to),
    ),
    allRows((from, to) =>
      supabase
        .from("pages")
        .select(
          "id, path, title, layout, noindex, footer_group, meta_title, meta_description",
          exact,
        )
        .order("path")
        .range(from, to),
    ),
  ]);
  const failed = [settings, services, industries, posts, builtPages].find((read) => read.error);
  if (failed?.error) return { error: failed.error };

  const usual = builtInSearchTexts(texts);
  const builtIn = pageShareImagesWords.pages.flatMap(({ value: path, label }): SeoPage[] => {
    if (!isBuiltInPath(path)) return [];
    // The list of posts answers 404 until the first post is published.
    if (path === INSIGHTS_PATH && (posts.data ?? []).length === 0) return [];
    const row = settings.data?.find((candidate) => candidate.path === path);
    const own = row ? searchSettingsFromRow(row) : undefined;
    const title = chosen(own?.metaTitle, usual[path].title);
    const description = chosen(own?.metaDescription, usual[path].description);
    return [
      {
        kind: "built-in",
        name: label,
        path,
        title: title.text,
        description: description.text,
        ownTitle: title.own,
        ownDescription: description.own,
        noindex: own?.noindex ?? false,
        fixHref: collectionPath(
          "page_share_images",
          row ? `/${row.id}` : `/new?path=${encodeURIComponent(path)}`,
        ),
      },
    ];
  });

  const items = (
    kind: "service" | "industry",
    rows: NonNullable<typeof services.data>,
  ): SeoPage[] =>
    rows.map((row) => {
      const title = chosen(row.meta_title, row.title);
      return {
        kind,
        name: row.name,
        path: `/${kind === "service" ? "services" : "industries"}/${row.slug}`,
        title: title.text,
        description: row.meta_description,
        ownTitle: title.own,
        ownDescription: true,
        noindex: false,
        fixHref: collectionPath(kind === "service" ? "services" : "industries", `/${row.id}`),
      };
    });

  const postPages = (posts.data ?? []).map((row): SeoPage => {
    const title = chosen(row.meta_title, row.title);
    const description = chosen(row.meta_description, row.summary);
    return {
      kind: "post",
      name: row.title,
      path: postPath(row.slug),
      title: title.text,
      description: description.text,
      ownTitle: title.own,
      ownDescription: description.own,
      noindex: row.noindex,
      fixHref: collectionPath("posts", `/${row.id}`),
    };
  });

  const noImages = siteImages([]);
  const built = (builtPages.data ?? []).map((row): SeoPage => {
    const page = pageFromRow(row, noImages);
    const title = chosen(row.meta_title, row.title);
    const description = chosen(row.meta_description, descriptionFrom(firstText(page.layout)));
    return {
      kind: "page",
      name: row.title,
      path: row.path,
      title: title.text,
      description: description.text,
      ownTitle: title.own,
      ownDescription: description.own,
      noindex: row.noindex,
      fixHref: collectionPath("pages", `/${row.id}`),
    };
  });

  return {
    pages: [
      ...builtIn,
      ...items("service", services.data ?? []),
      ...items("industry", industries.data ?? []),
      ...postPages,
      ...built,
    ],
  };
}
