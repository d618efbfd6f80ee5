"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
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
  onNavigate: () => void;
  chevron: ReactNode;
}

function subLinks(item: NavItem): NavLink[] {
  if (!item.menu) return [];
  if (item.menu.kind === "list") return item.menu.links;
  return item.menu.columns.flatMap((column) => column.links);
}

/** The stacked phone menu: every row and toggle is at least 44 px tall. */
export function MobileNav({
  id,
  items,
  pathname,
  label,
  submenuSuffix,
  onNavigate,
  chevron,
}: MobileNavProps) {
  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <nav
      id={id}
      aria-label={label}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-6 lg:hidden"
    >
      <ul className="divide-y divide-border">
        {items.map((item, index) => {
          const active = isActivePath(pathname, item.href);
          const links = subLinks(item);
          const open = expanded === index;
          const panelId = `${id}-section-${index}`;
          return (
            <li key={item.href} className="py-1">
              <div className="flex items-center justify-between">
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 flex-1 items-center text-base font-medium",
                    active ? "text-accent" : "text-foreground",
                  )}
                >
                  {item.label}
                </Link>
                {links.length > 0 && (
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
              {links.length > 0 && (
                <ul id={panelId} hidden={!open} className="pb-2 pl-3">
                  {links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={onNavigate}
                        aria-current={link.href === pathname ? "page" : undefined}
                        className="flex min-h-11 items-center text-sm text-muted hover:text-accent aria-[current=page]:text-accent"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
