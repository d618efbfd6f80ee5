import { Icon } from "@/components/ui/icon";
import { company } from "@/content/company";
import { mainNavigation, navigationLabels } from "@/content/navigation";
import { SiteHeader as SiteHeaderClient } from "./site-header.client";

export function SiteHeader() {
  return (
    <SiteHeaderClient
      brandName={company.name}
      brandShort={company.shortName}
      items={mainNavigation}
      labels={{
        primary: navigationLabels.primary,
        openMenu: navigationLabels.openMenu,
        closeMenu: navigationLabels.closeMenu,
        toggleTheme: navigationLabels.toggleTheme,
        submenuSuffix: navigationLabels.submenuSuffix,
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
