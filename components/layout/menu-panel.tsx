import { useEffect, useRef } from "react";
import type { NavMenu } from "@/content/navigation";
import type { NavLink } from "@/content/types";
import { cn } from "@/lib/cn";
import { focusSibling, type FocusEdge } from "./focus-sibling";

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

interface MenuPanelProps {
  menu: NavMenu;
  pathname: string;
  /** Opened from the keyboard: the link to focus once the panel is drawn. */
  focusEdge?: FocusEdge;
  onFocused: () => void;
}

/** An open menu's links: a list, or the Services mega-menu's practice columns. */
export function MenuPanel({ menu, pathname, focusEdge, onFocused }: MenuPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusEdge || !ref.current) return;
    focusSibling(ref.current, focusEdge);
    onFocused();
  }, [focusEdge, onFocused]);

  if (menu.kind === "list") {
    return (
      <div ref={ref} className="w-64 rounded-xl border border-border bg-background p-2 shadow-xl">
        <ul>
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
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className="grid grid-cols-3 gap-8 rounded-xl border border-border bg-background p-8 shadow-xl"
    >
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
