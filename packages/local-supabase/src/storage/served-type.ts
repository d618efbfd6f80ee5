/**
 * The headers that say what an object's bytes are, as a browser must take them. Objects are
 * what anyone uploaded, served from the project's own origin, so none may become a page that
 * runs script there:
 * - hosted Storage sends a stored text/html as text/plain (supabase/storage's renderer), and so
 *   does this one;
 * - `nosniff`, which hosted Storage does not send, keeps a browser from guessing a page or a
 *   script out of bytes labelled as something else (an HTML file labelled image/png);
 * - types a browser runs as a document with script (XML and its +xml kinds, such as SVG and
 *   XHTML) get a sandboxing policy: opened on their own, they run nothing and reach nothing.
 *   Images, fonts, media and plain files get no policy, as a policy on them would change
 *   nothing but could break a browser's own viewer (PDF).
 */
export function servedTypeHeaders(stored: string | undefined): Record<string, string> {
  const type = stored || "application/octet-stream";
  const essence = type.split(";")[0]!.trim().toLowerCase();
  const headers: Record<string, string> = {
    "Content-Type": essence === "text/html" ? "text/plain" : type,
    "X-Content-Type-Options": "nosniff",
  };
  if (/^(application|text)\/xml$|\+xml$|^application\/xhtml/.test(essence)) {
    headers["Content-Security-Policy"] = "default-src 'none'; sandbox";
  }
  return headers;
}
