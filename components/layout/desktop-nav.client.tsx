"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { NavItem, NavMenu } from "@/content/navigation";
import type { NavLink } from "@/content/types";
import { cn } from "@/lib/cn";
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

const linkBase =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:text-accent";

/** Moves focus between the links of an open menu with the arrow keys. */
function focusSibling(container: HTMLElement, step: 1 | -1 | "first" | "last") {
  const links = Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]"));
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    step === "first"
      ? 0
      : step === "last"
        ? links.length - 1
        : (current + step + links.length) % links.length;
  links[next]?.focus();
}

function MenuLink({
  link,
  pathname,
  className,
}: {
  link: NavLink;
  pathname: string;
  className: string;
}) {
  return (
    <a
      href={link.href}
      aria-current={link.href === pathname ? "page" : undefined}
      className={cn("text-sm text-foreground hover:bg-surface-strong hover:text-accent", className)}
    >
      {link.label}
    </a>
  );
}

function MenuPanel({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  if (menu.kind === "list") {
    return (
      <ul className="w-64 rounded-xl border border-border bg-background p-2 shadow-xl">
        {menu.links.map((link) => (
          <li key={link.href}>
            <MenuLink
              link={link}
              pathname={pathname}
              className="flex min-h-11 items-center rounded-lg px-3"
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-8 rounded-xl border border-border bg-background p-8 shadow-xl">
      {menu.columns.map((column) => (
        <div key={column.title}>
          <a
            href={column.href}
            className="flex min-h-11 items-center border-b border-border text-sm font-semibold text-foreground hover:text-accent"
          >
            {column.title}
          </a>
          {column.sections.map((section) => (
            <div key={section.title} className="mt-4">
              <p className="text-xs font-semibold tracking-wider text-accent uppercase">
                {section.title}
              </p>
              <ul className="mt-1">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <MenuLink
                      link={link}
                      pathname={pathname}
                      className="-mx-2 block rounded-md px-2 py-1 aria-[current=page]:text-accent"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

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
  const panelRefs = useRef<Array<HTMLDivElement | null>>([]);

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpenIndex(index);
    // The panel's links render with the state change, which React commits before the next
    // frame: by then they can take focus.
    requestAnimationFrame(() => {
      const panel = panelRefs.current[index];
      if (panel) focusSibling(panel, event.key === "ArrowDown" ? "first" : "last");
    });
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, 1 | -1 | "first" | "last"> = {
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
    <nav aria-label={label} className="hidden self-stretch lg:block">
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
                    className="-ml-2 inline-flex min-h-11 w-7 items-center justify-center rounded-md text-muted hover:text-accent aria-expanded:[&>svg]:rotate-180 [&>svg]:size-4"
                  >
                    {chevron}
                  </button>
                  {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys only move focus between the links inside */}
                  <div
                    ref={(node) => {
                      panelRefs.current[index] = node;
                    }}
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
                    {open && <MenuPanel menu={item.menu} pathname={pathname} />}
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
