import { Icon } from "@/components/ui/icon";
import { buildMainNavigation } from "@/content/navigation";
import { loadSiteContent } from "@/lib/site-text/content";
import { SiteHeader as SiteHeaderClient } from "./site-header.client";

export async function SiteHeader() {
  const { navigation, serviceGroups, services, industries, brand } = await loadSiteContent();
  const { labels } = navigation;
  return (
    <SiteHeaderClient
      logo={brand.logo}
      items={buildMainNavigation({
        main: navigation.main,
        about: navigation.about,
        groups: serviceGroups,
        services,
        industries,
      })}
      labels={{
        primary: labels.primary,
        openMenu: labels.openMenu,
        closeMenu: labels.closeMenu,
        toggleTheme: labels.toggleTheme,
        submenuSuffix: labels.submenuSuffix,
      }}
      icons={{
        menu: <Icon name="menu" className="size-6" />,
        close: <Icon name="close" className="size-6" />,
        chevron: <Icon name="chevron-down" className="transition-transform" />,
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
