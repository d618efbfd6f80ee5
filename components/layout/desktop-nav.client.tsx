"use client";

import { lazy, Suspense, useCallback, useState, type KeyboardEvent, type ReactNode } from "react";
import type { NavItem } from "@/content/navigation";
import { cn } from "@/lib/cn";
import { focusSibling, type FocusEdge, type FocusStep } from "./focus-sibling";
import { isActivePath } from "./use-nav-state";

interface DesktopNavProps {
  items: NavItem[];
  pathname: string;
  openIndex: number | null;
  setOpenIndex: (index: number | null) => void;
  label: string;
  submenuSuffix: string;
  /** Server-rendered, so the icon set stays off the client. */
  chevron: ReactNode;
}

const linkBase = "nav-link";

const loadMenuPanel = () => import("./menu-panel");
/**
 * The menus' links are drawn when one opens, and their code comes when the pointer or focus
 * first reaches the navigation, not with every page.
 */
const MenuPanel = lazy(() => loadMenuPanel().then((module) => ({ default: module.MenuPanel })));

/**
 * Wide-screen navigation. A menu opens on hover, or from its toggle button by Enter, Space or
 * ArrowDown; the arrow keys move through it and Escape (handled by the header) closes it.
 */
export function DesktopNav({
  items,
  pathname,
  openIndex,
  setOpenIndex,
  label,
  submenuSuffix,
  chevron,
}: DesktopNavProps) {
  // The menu opened from the keyboard and the link it focuses once drawn (it may still be loading).
  const [focusRequest, setFocusRequest] = useState<{ index: number; edge: FocusEdge }>();
  const clearFocusRequest = useCallback(() => setFocusRequest(undefined), []);

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpenIndex(index);
    setFocusRequest({ index, edge: event.key === "ArrowDown" ? "first" : "last" });
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, FocusStep> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: "first",
      End: "last",
    };
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    focusSibling(event.currentTarget, step);
  };

  return (
    // Not positioned itself: the mega-menu spans the header's grid column, like the page below.
    // Items fill the bar's height, so the pointer crosses no gap on its way into a menu.
    <nav
      aria-label={label}
      onPointerEnter={loadMenuPanel}
      onFocus={loadMenuPanel}
      className="hidden self-stretch lg:block"
    >
      <ul className="flex h-full items-center gap-1">
        {items.map((item, index) => {
          const active = isActivePath(pathname, item.href);
          const open = openIndex === index;
          const panelId = `nav-menu-${index}`;
          return (
            <li
              key={item.href}
              className={cn("flex h-full items-center", item.menu?.kind === "list" && "relative")}
              onMouseEnter={item.menu ? () => setOpenIndex(index) : undefined}
              onMouseLeave={item.menu ? () => setOpenIndex(null) : undefined}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenIndex(null);
                }
              }}
            >
              <a
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(linkBase, active ? "text-accent" : "text-foreground")}
              >
                {item.label}
              </a>
              {item.menu && (
                <>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={`${item.label} ${submenuSuffix}`}
                    data-menu-trigger={index}
                    // A mouse is already hovering, which opened the menu: its click must not
                    // close it again. Enter and Space (detail 0) toggle.
                    onClick={(event) => setOpenIndex(event.detail > 0 || !open ? index : null)}
                    onKeyDown={onTriggerKeyDown(index)}
                    className="nav-toggle"
                  >
                    {chevron}
                  </button>
                  {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys only move focus between the links inside */}
                  <div
                    id={panelId}
                    hidden={!open}
                    onKeyDown={onPanelKeyDown}
                    className={cn(
                      "absolute top-full z-50 pt-2",
                      item.menu.kind === "mega" ? "inset-x-8" : "left-0",
                    )}
                  >
                    {/* Drawn when opened: closed menus would add ~1.2 KB of gzipped HTML to every
                        page for links that /services and the footer already give crawlers. */}
                    {open && (
                      <Suspense>
                        <MenuPanel
                          menu={item.menu}
                          pathname={pathname}
                          focusEdge={focusRequest?.index === index ? focusRequest.edge : undefined}
                          onFocused={clearFocusRequest}
                        />
                      </Suspense>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
