"use client";

import { useTheme } from "next-themes";
import type { ReactNode } from "react";
import type { Theme } from "@/lib/theme";

interface ThemeToggleProps {
  label: string;
  /** Both theme icons, each shown by CSS in its own theme. */
  icon: ReactNode;
}

export function ThemeToggle({ label, icon }: ThemeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  const next: Theme = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => setTheme(next)}
      className="header-button"
    >
      {icon}
    </button>
  );
}
