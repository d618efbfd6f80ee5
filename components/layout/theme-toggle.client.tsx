"use client";

import { useEffect, type ReactNode } from "react";
import { followThemeChanges, toggleTheme } from "@/lib/theme";

interface ThemeToggleProps {
  label: string;
  sun: ReactNode;
  moon: ReactNode;
}

export function ThemeToggle({ label, sun, moon }: ThemeToggleProps) {
  useEffect(followThemeChanges, []);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={toggleTheme}
      className="inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-strong"
    >
      {/* Both icons are rendered and CSS picks one, so the server HTML is right for either theme. */}
      <span className="hidden dark:contents">{sun}</span>
      <span className="contents dark:hidden">{moon}</span>
    </button>
  );
}
