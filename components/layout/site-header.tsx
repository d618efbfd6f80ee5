import { Icon } from "@/components/ui/icon";
import { buildMainNavigation } from "@/lib/navigation";
import { SEARCH_PATH } from "@/lib/search/links";
import { loadInsightsLink } from "@/lib/posts/insights-link";
import { loadSiteContent } from "@/lib/site-text/content";
import { SiteHeader as SiteHeaderClient } from "./site-header.client";

export async function SiteHeader() {
  const [{ navigation, serviceGroups, services, industries, brand, subcategoryPage }, insights] =
    await Promise.all([loadSiteContent(), loadInsightsLink()]);
  const { labels } = navigation;
  return (
    <SiteHeaderClient
      logo={
        <a
          href="/"
          className="flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight text-foreground"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-700 text-sm font-black text-white"
          >
            {brand.logo.first.charAt(0)}
          </span>
          <span>
            {brand.logo.first}
            {/* The rest of the name, hidden on narrow screens. */}
            <span className="sr-only font-normal text-muted sm:not-sr-only">
              {` ${brand.logo.second}`}
            </span>
          </span>
        </a>
      }
      items={buildMainNavigation({
        main: navigation.main,
        about: navigation.about,
        groups: serviceGroups,
        services,
        industries,
        allIn: subcategoryPage.allIn,
        allIndustries: labels.allIndustries,
        insights,
      })}
      labels={{
        primary: labels.primary,
        openMenu: labels.openMenu,
        closeMenu: labels.closeMenu,
        toggleTheme: labels.toggleTheme,
        submenuSuffix: labels.submenuSuffix,
        search: labels.search,
      }}
      searchHref={SEARCH_PATH}
      icons={{
        menu: <Icon name="menu" className="size-6" />,
        close: <Icon name="close" className="size-6" />,
        chevron: <Icon name="chevron-down" className="transition-transform" />,
        search: <Icon name="find" className="size-5" />,
        // Both are rendered and CSS picks one, so the static HTML is right in either theme.
        theme: (
          <>
            <Icon name="sun" className="hidden size-5 dark:block" />
            <Icon name="moon" className="size-5 dark:hidden" />
          </>
        ),
      }}
    />
  );
}
