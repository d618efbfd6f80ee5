"use client";

import { useEffect, type ReactNode } from "react";
import { followThemeChanges, toggleTheme } from "@/lib/theme";

interface ThemeToggleProps {
  label: string;
  /** Both theme icons, each shown by CSS in its own theme. */
  icon: ReactNode;
}

export function ThemeToggle({ label, icon }: ThemeToggleProps) {
  useEffect(followThemeChanges, []);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={toggleTheme}
      className="inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-strong"
    >
      {icon}
    </button>
  );
}
