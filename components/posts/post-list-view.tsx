import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/ui/json-ld";
import { insightsPage } from "@/content/insights";
import type { NavLink } from "@/content/types";
import { INSIGHTS_PATH, type PostFilters as Filters } from "@/lib/posts/filters";
import type { ListPage } from "@/lib/posts/post-list";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { Pagination } from "./pagination";
import { PostGrid } from "./post-card";
import { PostFilters } from "./post-filters";

interface PostListViewProps {
  title: string;
  subtitle: string;
  /** The list's first page: /insights, or a filter's page. */
  base: string;
  list: ListPage;
  filters: Filters;
  /** The filter's own crumb, after Insights; none for the whole list. */
  crumb?: NavLink;
}

/** A page of a list of posts: the hero, the filters, the cards and the page numbers. */
export function PostListView({ title, subtitle, base, list, filters, crumb }: PostListViewProps) {
  const trail = [
    { label: insightsPage.breadcrumbHome, href: "/" },
    { label: insightsPage.navLabel, href: INSIGHTS_PATH },
    ...(crumb ? [crumb] : []),
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <PageHero
        eyebrow={insightsPage.eyebrow}
        title={insightsPage.pageTitle(title, list.page)}
        subtitle={subtitle}
        before={
          crumb ? <Breadcrumbs label={insightsPage.breadcrumbLabel} trail={trail} /> : undefined
        }
      />
      <section aria-label={title} className={`${PAGE_COLUMN} pb-20 sm:pb-28`}>
        <PostFilters filters={filters} current={base} />
        {list.posts.length > 0 ? (
          <PostGrid posts={list.posts} />
        ) : (
          <p className="text-muted">
            {insightsPage.empty}{" "}
            <a href={INSIGHTS_PATH} className="font-semibold text-accent hover:underline">
              {insightsPage.emptyAction}
            </a>
          </p>
        )}
        <Pagination base={base} page={list.page} pages={list.pages} />
      </section>
    </>
  );
}
