/** Spec: the preference is stored locally under "theme" with the values "dark" or "light". */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/**
 * next-themes' settings: the class on <html>, the stored choice else the system's, and colours
 * that switch at once, without transitions.
 */
export const themeSettings = {
  attribute: "class",
  storageKey: THEME_STORAGE_KEY,
  defaultTheme: "system",
  enableSystem: true,
  disableTransitionOnChange: true,
} as const;
