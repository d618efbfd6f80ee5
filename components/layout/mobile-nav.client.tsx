"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { NavItem } from "@/content/navigation";
import type { NavLink } from "@/content/types";
import { cn } from "@/lib/cn";
import { isActivePath } from "./use-nav-state";

interface MobileNavProps {
  id: string;
  items: NavItem[];
  pathname: string;
  label: string;
  submenuSuffix: string;
  /** Closes the menu: after a link is followed, or a tap on the backdrop. */
  onClose: () => void;
  chevron: ReactNode;
  /** The site search, first in the menu. */
  search: { label: string; href: string; icon: ReactNode };
}

interface LinkGroup {
  /** A practice heads its group with a link to its section of /services. */
  head?: NavLink;
  sections: { title?: string; links: NavLink[] }[];
}

/** An item's submenu as groups: one untitled group for a list, one per practice for Services. */
function linkGroups(item: NavItem): LinkGroup[] {
  if (!item.menu) return [];
  if (item.menu.kind === "list") return [{ sections: [{ links: item.menu.links }] }];
  return item.menu.columns.map((column) => ({
    head: { label: column.title, href: column.href },
    sections: column.sections,
  }));
}

/** The stacked phone menu: every row and toggle is at least 44 px tall. */
export function MobileNav({
  id,
  items,
  pathname,
  label,
  submenuSuffix,
  onClose,
  chevron,
  search,
}: MobileNavProps) {
  const [expanded, setExpanded] = useState<number | null>(null);

  // Open, the menu behaves as a dialog: the page behind it can neither take focus nor scroll,
  // and everything comes back as it was when the menu closes.
  useEffect(() => {
    const behind = [document.getElementById("main"), document.querySelector("body footer")];
    for (const element of behind) element?.setAttribute("inert", "");
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      for (const element of behind) element?.removeAttribute("inert");
      root.style.overflow = overflow;
    };
  }, []);

  const subLink = (link: NavLink, className: string) => (
    <a
      href={link.href}
      onClick={onClose}
      aria-current={link.href === pathname ? "page" : undefined}
      className={cn(
        "flex min-h-11 items-center hover:text-accent aria-[current=page]:text-accent",
        className,
      )}
    >
      {link.label}
    </a>
  );

  return (
    <>
      {/* Dims the page beside the menu; a tap on it closes the menu. On click, not pointerdown:
          gone at pointerdown, it would let the tap's click through to a link underneath.
          Both hang from the header (absolute, not fixed: its backdrop blur would confine them).
          Keyboard users close the menu with Escape or its button. */}
      <div
        aria-hidden="true"
        data-menu-backdrop=""
        onClick={onClose}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] bg-slate-950/50 backdrop-blur-sm lg:hidden"
      />
      <nav
        id={id}
        aria-label={label}
        className="absolute top-full right-0 h-[calc(100dvh-4rem)] w-[min(24rem,calc(100%-3rem))] overflow-y-auto overscroll-contain border-t border-l border-border bg-background px-5 pb-10 shadow-2xl lg:hidden"
      >
        <ul className="divide-y divide-border">
          <li className="py-1">
            <a
              href={search.href}
              onClick={onClose}
              aria-current={pathname === search.href ? "page" : undefined}
              className="flex min-h-11 items-center gap-3 text-base font-medium text-foreground hover:text-accent aria-[current=page]:text-accent"
            >
              {search.icon}
              {search.label}
            </a>
          </li>
          {items.map((item, index) => {
            const active = isActivePath(pathname, item.href);
            const groups = linkGroups(item);
            const open = expanded === index;
            const panelId = `${id}-section-${index}`;
            return (
              <li key={item.href} className="py-1">
                <div className="flex items-center justify-between">
                  <a
                    href={item.href}
                    onClick={onClose}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 flex-1 items-center text-base font-medium",
                      active ? "text-accent" : "text-foreground",
                    )}
                  >
                    {item.label}
                  </a>
                  {groups.length > 0 && (
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={`${item.label} ${submenuSuffix}`}
                      onClick={() => setExpanded(open ? null : index)}
                      className="inline-flex size-11 items-center justify-center rounded-md text-muted aria-expanded:[&>svg]:rotate-180 [&>svg]:size-5"
                    >
                      {chevron}
                    </button>
                  )}
                </div>
                {groups.length > 0 && (
                  <div id={panelId} hidden={!open} className="space-y-4 pb-3 pl-3">
                    {groups.map((group, g) => (
                      <div key={group.head?.href ?? g}>
                        {group.head && subLink(group.head, "text-sm font-semibold text-foreground")}
                        {group.sections.map((section, i) => (
                          <div key={section.title ?? i}>
                            {section.title && (
                              <p className="mt-2 text-xs font-semibold tracking-wider text-accent uppercase">
                                {section.title}
                              </p>
                            )}
                            <ul>
                              {section.links.map((link) => (
                                <li key={link.href}>{subLink(link, "text-sm text-muted")}</li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
