/** Spec: the preference is stored locally under "theme" with the values "dark" or "light". */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs inline in <head>, before the first paint: the stored theme, else the system preference,
 * else light. Kept in step with `applyTheme` below.
 */
export const themeScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}if(t!=="dark"&&t!=="light")t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t);r.style.colorScheme=t})()`;

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function preferredTheme(): Theme {
  return storedTheme() ?? (matchMedia(DARK_QUERY).matches ? "dark" : "light");
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  // Colours switch at once rather than animating every transition on the page.
  const freeze = document.createElement("style");
  freeze.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(freeze);
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  // Reading a computed value makes the new colours apply while transitions are off; they come
  // back on a later task, after that style pass.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => freeze.remove(), 1);
}

/** Flips the theme, stores the choice and applies it to the document root. */
export function toggleTheme() {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private modes, quotas); the choice then lasts for this page.
  }
  applyTheme(next);
}

/**
 * Keeps the page in step with choices made elsewhere: another tab storing a theme, or the system
 * preference changing while nothing is stored. Returns the cleanup.
 */
export function followThemeChanges(): () => void {
  const media = matchMedia(DARK_QUERY);
  const sync = () => {
    const theme = preferredTheme();
    if (theme !== currentTheme()) applyTheme(theme);
  };
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the storage.
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  };
  media.addEventListener("change", sync);
  window.addEventListener("storage", onStorage);
  return () => {
    media.removeEventListener("change", sync);
    window.removeEventListener("storage", onStorage);
  };
}
