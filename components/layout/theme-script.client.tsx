"use client";

import { ThemeProvider } from "next-themes";
import { themeSettings } from "@/lib/theme";

/**
 * next-themes' own script, placed in <head>. On the server this renders a ThemeProvider with no
 * children, which emits nothing but that script. In the browser the script has already run, so
 * the element only stands in for it: a second ThemeProvider would keep a theme of its own there
 * and could override the editor's choice (for one, following the system after they picked a
 * theme). React does not compare a script's inner HTML when it hydrates, and leaves it as sent.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  if (typeof window === "undefined") return <ThemeProvider {...themeSettings} nonce={nonce} />;
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
