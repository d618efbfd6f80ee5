"use client";

import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import type { NavItem } from "@/content/navigation";
import { cn } from "@/lib/cn";
import { DesktopNav } from "./desktop-nav.client";
import { ThemeToggle } from "./theme-toggle.client";
import { useNavState } from "./use-nav-state";
import { PAGE_COLUMN } from "@/components/sections/page-column";

export interface HeaderLabels {
  primary: string;
  openMenu: string;
  closeMenu: string;
  toggleTheme: string;
  submenuSuffix: string;
  search: string;
}

/** Icons are rendered on the server and passed in, so the icon set stays off the client. */
export interface HeaderIcons {
  menu: ReactNode;
  close: ReactNode;
  chevron: ReactNode;
  theme: ReactNode;
  search: ReactNode;
}

interface SiteHeaderProps {
  /** The logo, a link home: server-rendered, like the icons. */
  logo: ReactNode;
  items: NavItem[];
  labels: HeaderLabels;
  icons: HeaderIcons;
  /** The site search: a plain link, which needs no script. */
  searchHref: string;
}

const MOBILE_MENU_ID = "mobile-menu";

const loadMobileNav = () => import("./mobile-nav.client");
/**
 * The phone menu's code comes when a visitor reaches for it (pointer over or down on its button,
 * or focus), not with every page: most visits never open it.
 */
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

export function SiteHeader({ logo, items, labels, icons, searchHref }: SiteHeaderProps) {
  const { pathname, openIndex, setOpenIndex, mobileOpen, setMobileOpen, scrolled, closeAll } =
    useNavState();
  const headerRef = useRef<HTMLElement>(null);
  const anyOpen = mobileOpen || openIndex !== null;

  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Return focus to the control that opened the menu, so keyboard users keep their place.
      const trigger = mobileOpen
        ? headerRef.current?.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)
        : headerRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${openIndex}"]`);
      closeAll();
      trigger?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [anyOpen, mobileOpen, openIndex, closeAll]);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300",
        scrolled || mobileOpen
          ? "border-border bg-background/80 backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      <div className={`${PAGE_COLUMN} relative flex h-16 items-center justify-between gap-4`}>
        {logo}
        <DesktopNav
          items={items}
          pathname={pathname}
          openIndex={openIndex}
          setOpenIndex={setOpenIndex}
          label={labels.primary}
          submenuSuffix={labels.submenuSuffix}
          chevron={icons.chevron}
        />
        <div className="flex items-center gap-1">
          {/* Wide screens only: on phones the search is a row of the menu, so the bar keeps its
              two buttons. */}
          <a
            href={searchHref}
            aria-label={labels.search}
            aria-current={pathname === searchHref ? "page" : undefined}
            className="header-button hidden hover:text-accent aria-[current=page]:text-accent lg:inline-flex"
          >
            {icons.search}
          </a>
          <ThemeToggle label={labels.toggleTheme} icon={icons.theme} />
          <button
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
            onPointerEnter={loadMobileNav}
            onPointerDown={loadMobileNav}
            onFocus={loadMobileNav}
            onClick={() => {
              setOpenIndex(null);
              setMobileOpen(!mobileOpen);
            }}
            className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-surface-strong lg:hidden"
          >
            {mobileOpen ? icons.close : icons.menu}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <Suspense>
          <MobileNav
            id={MOBILE_MENU_ID}
            items={items}
            pathname={pathname}
            label={labels.primary}
            submenuSuffix={labels.submenuSuffix}
            onClose={closeAll}
            chevron={icons.chevron}
            search={{ label: labels.search, href: searchHref, icon: icons.search }}
          />
        </Suspense>
      )}
    </header>
  );
}
