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
        sun: <Icon name="sun" />,
        moon: <Icon name="moon" />,
      }}
    />
  );
}
