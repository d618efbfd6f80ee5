/** Any origin works: only whether a value stays on it matters, never which host it is. */
const NEXT_PATH_BASE = new URL("http://next-path.invalid");

/**
 * Only same-site paths: starting with one "/" (not "//" or "/\"), else /admin. The result is
 * percent-encoded, because it ends up in a Location header, where Node refuses any character
 * above U+00FF and would send Latin-1 ones as mojibake.
 */
export function safeNextPath(next: string | string[] | null | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/admin";
  }
  // The URL parser drops tabs and newlines, which could turn "/\t/host" into "//host".
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/admin";
  let url: URL;
  try {
    url = new URL(value, NEXT_PATH_BASE);
  } catch {
    return "/admin";
  }
  // Dot segments collapse while parsing: "/.//host" becomes the protocol-relative "//host".
  if (url.origin !== NEXT_PATH_BASE.origin || url.pathname.startsWith("//")) return "/admin";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where leaving a preview returns to: the `path` asked for, else the page the link was followed
 * from (its Referer, of which only the path is kept), else the home page.
 */
export function previewReturnPath(path: string | null, referer: string | null): string {
  if (path) return safeNextPath(path);
  if (!referer || !URL.canParse(referer)) return "/";
  const { pathname, search } = new URL(referer);
  return safeNextPath(`${pathname}${search}`);
}
