import { searchPage } from "@/content/search";

const t = searchPage.tooMany;

/** Text made safe to put inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The whole page, with its own styles: it is answered before the site renders anything, so it
 * brings no script, font or stylesheet, and follows the visitor's light or dark setting.
 */
function page(seconds: number, retryHref: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;background:#fff;color:#0f172a}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}
ul{list-style:none;margin:2rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border:1px solid #cbd5e1;border-radius:999px;color:#4338ca;font-weight:600;text-decoration:none}
a:hover{border-color:#4338ca}
a:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}a{color:#a5b4fc;border-color:#334155}a:hover{border-color:#a5b4fc}a:focus-visible{outline-color:#a5b4fc}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text(seconds))}</p>
<ul>
<li><a href="${escapeHtml(retryHref)}">${escapeHtml(t.retry)}</a></li>
<li><a href="/">${escapeHtml(t.home)}</a></li>
</ul>
</main>
</body>
</html>
`;
}

/**
 * The answer to an address that searched too often: 429 with how long to wait, both for
 * browsers and programs (Retry-After) and in words; never stored by a cache, as the next
 * answer to the same address may be the results.
 */
export function tooManySearches(retryAfterSeconds: number, retryHref: string): Response {
  return new Response(page(retryAfterSeconds, retryHref), {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
      // The page needs nothing but its own styles; whatever else it might be made to hold, the
      // browser will not run or load it.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
