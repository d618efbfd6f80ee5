import { brotliCompressSync, gzipSync } from "node:zlib";

export interface HtmlBytes {
  path: string;
  raw: number;
  gzipServed: number;
  brotli: number;
}

/** Size of a page's HTML: raw, as `next start` serves it gzipped, and brotli for a CDN. */
export async function measureHtml(origin: string, paths: string[]): Promise<HtmlBytes[]> {
  const results: HtmlBytes[] = [];
  for (const path of paths) {
    const html = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
    const served = await fetch(origin + path, { headers: { "accept-encoding": "gzip" } });
    const length = Number(served.headers.get("content-length") ?? 0);
    results.push({
      path,
      raw: html.length,
      // fetch() decodes the body, so use the header when sent, else compress like the server.
      gzipServed: length || gzipSync(html).length,
      brotli: brotliCompressSync(html).length,
    });
  }
  return results;
}
