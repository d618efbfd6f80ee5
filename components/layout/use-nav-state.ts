"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";

const SCROLL_THRESHOLD_PX = 50;

export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The header's state per spec section 4: which dropdown is open (by index), whether the phone
 * menu is open, and whether the page is scrolled past 50 px. Public links are plain document
 * navigations, so every page starts with the menus closed.
 */
export function useNavState() {
  const pathname = usePathname();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setMobileOpen(false);
  }, []);

  return { pathname, openIndex, setOpenIndex, mobileOpen, setMobileOpen, scrolled, closeAll };
}
