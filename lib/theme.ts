/** Spec: the preference is stored locally under "theme" with the values "dark" or "light". */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";
